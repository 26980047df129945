import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import mongoose from "mongoose";
import { describe, expect, it } from "vitest";
import { GET as listContacts, POST as postContact } from "@/app/api/contact/route";
import { serverEnv } from "@/lib/server/env";
import { deliverDueMail } from "@/lib/mail/delivery";
import { adminToken, getRequest, jsonRequest, validContact } from "@/test/api";
import { connectDb, disconnectDb, embeddedServer } from "./db";

/**
 * Not a test: the app-level figures of packages/store/README.md, run by `npm run bench:store-app` (not by
 * `npm test`; vitest.probe.config.ts). STORE_PROBE_MESSAGES (default 10000) fills the store
 * with that many messages and twice as many sent mails, starts the app's database again on it,
 * then times 300 contact messages from 10 writers (route handlers called directly, no HTTP),
 * the bytes the store's process writes per message (its 2 mails delivered too), and 30 admin
 * searches. Prints the figures; asserts only that requests succeed.
 */
const messages = Number(process.env.STORE_PROBE_MESSAGES || 10_000);
const { ObjectId } = mongoose.mongo;

const written = () => {
  const io = readFileSync(`/proc/${embeddedServer()!.pid}/io`, "utf8");
  return Number(/^wchar: (\d+)/m.exec(io)![1]);
};
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function fill(db: mongoose.mongo.Db) {
  for (let i = 0; i < messages; i += 1000) {
    const at = (j: number) => new Date(Date.now() - (messages - i - j) * 60_000);
    await db.collection("contacts").insertMany(
      Array.from({ length: 1000 }, (_, j) => ({
        _id: new ObjectId(),
        name: `Visitor ${i + j}`,
        email: `v${i + j}@example.com`,
        subject: `Question ${i + j}`,
        message: "Some words about a diet plan. ".repeat(8),
        status: "new",
        unread: (i + j) % 5 === 0,
        consent: { givenAt: at(j), policyVersion: "1" },
        createdAt: at(j),
        updatedAt: at(j),
        __v: 0,
      })),
    );
    for (const kind of ["owner", "acknowledgement"]) {
      await db.collection("outbox").insertMany(
        Array.from({ length: 1000 }, (_, j) => ({
          _id: new ObjectId(),
          kind,
          audience: kind === "owner" ? "owner" : "visitor",
          to: `v${i + j}@example.com`,
          subject: "Thanks",
          text: "Thank you for your message. ".repeat(20),
          html: "<p>Thank you for your message.</p>".repeat(40),
          attachments: [],
          status: "sent",
          attempts: 1,
          nextAttemptAt: at(j),
          claimedAt: null,
          sentAt: at(j),
          lastError: null,
          createdAt: at(j),
          updatedAt: at(j),
          __v: 0,
        })),
      );
    }
  }
}

describe("the app on the store (figures for packages/store/README.md)", () => {
  it("starts, takes contact messages and searches them", { timeout: 900_000 }, async () => {
    await fill((await connectDb()).connection.db!);
    await disconnectDb();
    let started = performance.now();
    await connectDb();
    const startUp = performance.now() - started;
    const rss = /VmRSS:\s+(\d+)/.exec(
      readFileSync(`/proc/${embeddedServer()!.pid}/status`, "utf8"),
    )![1];
    const file = statSync(path.join(serverEnv.dataDir, "store", "store.sqlite")).size;
    console.info(
      `[probe] ${messages} messages + ${2 * messages} mails: start-up ${ms(startUp)}, ` +
        `store RSS ${(Number(rss) / 1024).toFixed(0)} MB, file ${(file / 2 ** 20).toFixed(0)} MB`,
    );

    const token = await adminToken();
    const before = written();
    const latencies: number[] = [];
    const total = 300;
    let sent = 0;
    started = performance.now();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (sent < total) {
          sent++;
          const t = performance.now();
          const response = await postContact(
            jsonRequest("/api/contact", validContact(`probe ${sent}`)),
            undefined,
          );
          latencies.push(performance.now() - t);
          expect(response.status).toBe(201);
        }
      }),
    );
    const elapsed = performance.now() - started;
    await deliverDueMail();
    const perMessage = (written() - before) / total;
    console.info(
      `[probe] POST /api/contact x${total} from 10 writers: ${(total / (elapsed / 1000)).toFixed(0)} req/s, ` +
        `p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(percentile(latencies, 0.99))}; ` +
        `written per message ${(perMessage / 1024).toFixed(1)} KB`,
    );

    const searches: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      const response = await listContacts(
        getRequest(`/api/contact?q=visitor%20${i}&page=1&pageSize=50`, { token }),
        undefined,
      );
      expect(response.status).toBe(200);
      await response.json();
      searches.push(performance.now() - t);
    }
    console.info(
      `[probe] admin search: p50 ${ms(percentile(searches, 0.5))}, p99 ${ms(percentile(searches, 0.99))}`,
    );
  });
});
