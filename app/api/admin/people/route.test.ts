import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { adminToken, getRequest, jsonRequest, validContact, validPlan } from "@/test/api";
import { clearRecords, countRecords, findRecords, insertRecord } from "@/test/records";
import { POST as contact } from "../../contact/route";
import { POST as plan } from "../../plans/route";
import { POST as requestDeletion } from "../../data-deletion/route";
import { signDeletionToken } from "@/lib/privacy/deletion-token";
import { flushDb } from "@/lib/server/db";
import { readDataDir } from "@/lib/backup/offline-data.mjs";
import { serverEnv } from "@/lib/server/env";
import { PRIVACY_POLICY_VERSION } from "@/lib/forms/consent";
import { DELETE, GET } from "./route";

const EMAIL = "Ravi.Kumar@Example.com";

async function seedPerson() {
  await plan(jsonRequest("/api/plans", { ...validPlan(), email: EMAIL, consent: true }), undefined);
  await contact(
    jsonRequest("/api/contact", { ...validContact(), email: "ravi.kumar@example.com" }),
    undefined,
  );
  // a booking typed with another address but the same phone, written differently
  await insertRecord("appointments", {
    name: "Ravi K",
    email: "ravi.other@example.com",
    phone: "098100-55555",
    disease: "Thyroid",
    date: "2030-01-07",
    time: "10:00",
    slotKey: "2030-01-07T10:00",
    status: "booked",
  });
  // someone else
  await plan(
    jsonRequest("/api/plans", { ...validPlan(), email: "asha@example.com", phone: "9810012345" }),
    undefined,
  );
}

/** The files under the data directory whose bytes hold `text` (in any case). */
function filesHolding(text: string): string[] {
  const dir = serverEnv.dataDir;
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) =>
      readFileSync(file).toString("latin1").toLowerCase().includes(text.toLowerCase()),
    )
    .map((file) => path.relative(dir, file));
}

const call = (method: "GET" | "DELETE", query: string, token?: string) =>
  (method === "GET" ? GET : DELETE)(
    getRequest(`/api/admin/people${query}`, { method, ...(token ? { token } : {}) }),
    undefined,
  );

beforeEach(() =>
  clearRecords("plans", "contacts", "appointments", "outbox", "deletionRequests", "erasures"),
);

describe("GET /api/admin/people", () => {
  it("is admin only, and needs an email or a phone", async () => {
    expect((await call("GET", "?email=a@example.com")).status).toBe(401);
    expect((await call("DELETE", "?email=a@example.com")).status).toBe(401);
    const token = await adminToken();
    const response = await call("GET", "", token);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/email address or a phone number/);
  });

  it("finds the person's records by email (any case) and by phone (the last ten digits)", async () => {
    await seedPerson();
    const token = await adminToken();

    const byEmail = await call("GET", "?email=RAVI.KUMAR%40example.com", token);
    expect(byEmail.status).toBe(200);
    expect(byEmail.headers.get("content-disposition")).toMatch(
      /^attachment; filename="person-records-.*\.json"$/,
    );
    expect(byEmail.headers.get("cache-control")).toBe("private, no-store");
    const found = await byEmail.json();
    expect(found.plans).toHaveLength(1);
    expect(found.plans[0]).toMatchObject({
      email: EMAIL,
      plan: "Premium Plan",
      consent: { policyVersion: PRIVACY_POLICY_VERSION },
    });
    expect(found.plans[0]).not.toHaveProperty("mail");
    expect(found.contacts).toHaveLength(1);
    expect(found.appointments).toHaveLength(0);
    // the acknowledgements to the address and the owner's notifications about the submissions
    expect(found.mail.map((m: { kind: string }) => m.kind).sort()).toEqual([
      "acknowledgement",
      "acknowledgement",
      "owner",
      "owner",
    ]);
    expect(Object.keys(found.mail[0]).sort()).toEqual(
      expect.arrayContaining(["kind", "subject", "status", "createdAt", "to"]),
    );
    expect(found.mail[0]).not.toHaveProperty("text");

    const byPhone = await (await call("GET", "?phone=%2B91%2098100%2055555", token)).json();
    expect(byPhone.plans).toHaveLength(1);
    expect(byPhone.appointments).toHaveLength(1);
    expect(byPhone.appointments[0]).toMatchObject({ phone: "098100-55555", date: "2030-01-07" });
    expect(byPhone.contacts).toHaveLength(0);

    const both = await (await call("GET", `?email=${EMAIL}&phone=9810055555`, token)).json();
    expect([both.plans.length, both.appointments.length, both.contacts.length]).toEqual([1, 1, 1]);
  });

  it("exports one CSV row per record with its collection", async () => {
    await seedPerson();
    const token = await adminToken();
    const response = await call("GET", `?email=${EMAIL}&phone=9810055555&format=csv`, token);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe("Collection,ID,Created at (IST),Name,Email,Phone,Details");
    const collections = lines.slice(1).map((line) => line.split(",")[0]);
    expect(collections.filter((c) => c === "plans")).toHaveLength(1);
    expect(collections.filter((c) => c === "appointments")).toHaveLength(1);
    expect(collections.filter((c) => c === "contacts")).toHaveLength(1);
    expect(collections.filter((c) => c === "outbox").length).toBeGreaterThanOrEqual(4);
    expect(
      lines.some((l) => l.startsWith("contacts,") && l.includes("Could you help me plan meals?")),
    ).toBe(true);
  });
});

describe("DELETE /api/admin/people", () => {
  it("refuses a cookie-only erasure from another site with 403", async () => {
    await seedPerson();
    const token = await adminToken();
    const crossSite = getRequest(`/api/admin/people?email=${EMAIL}`, {
      method: "DELETE",
      cookie: token,
      headers: { origin: "https://evil.example" },
    });
    expect((await DELETE(crossSite, undefined)).status).toBe(403);
    expect(await countRecords("plans")).toBe(2);
  });

  it("erases the person's submissions and mail, frees the slot, and logs counts only", async () => {
    await seedPerson();
    const token = await adminToken();
    const response = await call("DELETE", `?email=${EMAIL}&phone=9810055555`, token);
    expect(response.status).toBe(200);
    const { counts } = await response.json();
    expect(counts).toEqual({
      plans: 1,
      appointments: 1,
      contacts: 1,
      outbox: 4,
      deletionRequests: 0,
      intakes: 0,
      clients: 0,
      measurements: 0,
      programmes: 0,
      dietCharts: 0,
      clientMessages: 0,
      progressPhotos: 0,
    });
    expect(await countRecords("plans")).toBe(1); // Asha's
    expect(await countRecords("contacts")).toBe(0);
    expect(await countRecords("appointments")).toBe(0);
    const left = await findRecords("outbox");
    expect(left.map((m) => m.to).sort()).toEqual([
      "asha@example.com",
      "care@poshandietclinic.example",
    ]);

    // the slot is free again
    await insertRecord("appointments", {
      name: "Next",
      email: "next@example.com",
      phone: "9000000000",
      disease: "Check-up",
      date: "2030-01-07",
      time: "10:00",
      slotKey: "2030-01-07T10:00",
      status: "booked",
    });

    const [log] = await findRecords("erasures");
    expect(log).toMatchObject({ by: "owner", counts });
    expect(JSON.stringify(log)).not.toMatch(/ravi|98100|example\.com/i);
  });

  it("answers a deletion request: the request is kept as handled without the address", async () => {
    await seedPerson();
    const token = await adminToken();
    const link = await signDeletionToken(
      EMAIL,
      new Date(Date.now() + 86_400_000),
      serverEnv.jwtSecret,
    );
    expect(
      (await requestDeletion(jsonRequest("/api/data-deletion", { token: link }), undefined)).status,
    ).toBe(201);
    const [request] = await findRecords("deletionRequests");
    expect(request).toMatchObject({ email: "ravi.kumar@example.com", status: "open" });

    const wrong = await call("DELETE", `?email=asha@example.com&request=${request!._id}`, token);
    expect(wrong.status).toBe(400);

    const response = await call("DELETE", `?email=${EMAIL}&request=${request!._id}`, token);
    expect(response.status).toBe(200);
    const { counts } = await response.json();
    // plan, message, their four emails and the owner's notice of the request
    expect(counts).toMatchObject({ plans: 1, contacts: 1, appointments: 0, outbox: 5 });
    const [handled] = await findRecords("deletionRequests");
    expect(handled).toMatchObject({ status: "handled" });
    expect(handled).not.toHaveProperty("email");
    const [log] = await findRecords("erasures");
    expect(log).toMatchObject({ by: "deletion-request", requestId: request!._id });
    expect(JSON.stringify(log)).not.toMatch(/ravi|example\.com/i);

    const again = await call("DELETE", `?email=${EMAIL}&request=${request!._id}`, token);
    expect(again.status).toBe(409);
  });

  it("leaves no copy of the person in any file of the data directory once saved", async () => {
    await seedPerson();
    const link = await signDeletionToken(
      EMAIL,
      new Date(Date.now() + 86_400_000),
      serverEnv.jwtSecret,
    );
    await requestDeletion(jsonRequest("/api/data-deletion", { token: link }), undefined);
    const [request] = await findRecords("deletionRequests");
    await flushDb();
    // later writes, so the pages that held the person are written again (older copies in the WAL)
    await contact(jsonRequest("/api/contact", validContact("Another question")), undefined);
    await insertRecord("appointments", {
      name: "Other",
      email: "other@example.com",
      phone: "9000000001",
      disease: "Check-up",
      date: "2030-01-08",
      status: "booked",
    });
    await flushDb();
    const traces = [EMAIL, "ravi.other@example.com", "98100 55555", "098100-55555"];
    for (const text of traces) expect(filesHolding(text)).not.toEqual([]);

    const token = await adminToken();
    const response = await call(
      "DELETE",
      `?email=${EMAIL}&phone=9810055555&request=${request!._id}`,
      token,
    );
    expect(response.status).toBe(200);
    await flushDb();

    for (const text of traces) expect(filesHolding(text), text).toEqual([]);
    // and what was not erased is still there, loadable
    const collections = await readDataDir(serverEnv.dataDir);
    expect(collections.plans?.map((p) => p.email)).toEqual(["asha@example.com"]);
    expect(collections.contacts?.map((c) => c.subject)).toEqual(["Another question"]);
    expect(collections.deletionrequests).toHaveLength(1);
  });
});
