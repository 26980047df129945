import mongoose from "mongoose";
import { expect, it } from "vitest";
import { pruneBookkeeping } from "./bookkeeping";
import { connectDb } from "../../server/db";

/**
 * Not a test: the first daily pass after an upgrade, figures in docs/performance.md; run by
 * `npm run bench:store-app` (vitest.probe.config.ts), never by `npm test`. STORE_PROBE_MAILS
 * (default 200000) sent emails whose text was never emptied (an older version's data) go into
 * the app's database; then the app's own pass (lib/mail/data/bookkeeping.ts) empties them, in its
 * batches of 500, while a reader asks for one document every 20 ms: how long the pass takes, and
 * how long the reader waits at worst.
 */
const mails = Number(process.env.STORE_PROBE_MAILS || 200_000);
const DAY = 86_400_000;

it(`empties the text of ${mails} old emails`, async () => {
  const db = (await connectDb()).connection.db!;
  const outbox = db.collection("outbox");
  const now = Date.now();
  for (let i = 0; i < mails; i += 1000) {
    await outbox.insertMany(
      Array.from({ length: Math.min(1000, mails - i) }, (_, j) => {
        const at = new Date(now - 730 * DAY + Math.floor(((i + j) / mails) * 690 * DAY));
        return {
          kind: "acknowledgement",
          audience: "visitor",
          to: `v${i + j}@example.com`,
          subject: "We received your message",
          text: "Thank you for your message. ".repeat(20),
          html: "<p>Thank you for your message.</p>".repeat(40),
          attachments: [],
          status: "sent",
          attempts: 1,
          nextAttemptAt: at,
          sentAt: at,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  }
  const waits: number[] = [];
  let passing = true;
  const reader = (async () => {
    while (passing) {
      const started = performance.now();
      await outbox.findOne({ to: "v1@example.com" });
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const pruned = await pruneBookkeeping(new Date(now), 30);
  const seconds = (performance.now() - started) / 1000;
  passing = false;
  await reader;
  waits.sort((a, b) => a - b);
  console.info(
    `[bench:store-app] first daily pass over ${mails} emails: ${pruned.mailBodies} emptied in ` +
      `${seconds.toFixed(1)} s (${((seconds * 1000) / Math.ceil(mails / 500)).toFixed(0)} ms a ` +
      `batch of 500); a reader meanwhile waited p50 ${waits[Math.floor(waits.length / 2)]!.toFixed(0)} ms, ` +
      `max ${waits.at(-1)!.toFixed(0)} ms`,
  );
  expect(pruned.mailBodies).toBe(mails);
  await mongoose.disconnect();
});
