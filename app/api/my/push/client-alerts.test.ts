import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.PUSH_TEST_HOSTS = "127.0.0.1"; // the test's own receiver (test only)
});

import { Types } from "mongoose";
import { signClientToken } from "@/lib/client-app/client-token";
import { ALERT_TTL_SECONDS, alertOwner, alertsSettled } from "@/lib/push/alerts";
import { alertClient } from "@/lib/push/client-alerts";
import { dropClientSubscriptions } from "@/lib/push/data/client-push-subscriptions";
import { runClientReminders } from "@/lib/push/data/client-reminders";
import { applyRetention } from "@/lib/privacy/data/retention-pass";
import { runRenewalReminders } from "@/lib/programmes/data/renewals";
import { serverEnv } from "@/lib/server/env";
import { site } from "@/lib/site";
import { adminToken, getRequest, jsonRequest } from "@/test/api";
import { startPushReceiver, verifyVapid, type BrowserSubscription } from "@/test/push-receiver";
import {
  clearRecords,
  countRecords,
  findRecord,
  insertRecord,
  updateRecords,
} from "@/test/records";
import { DELETE as erase, GET as exportPerson } from "../../admin/people/route";
import { POST as ownerSave } from "../../admin/push/subscriptions/route";
import { GET as pushStatus } from "./route";
import { POST as save } from "./subscriptions/route";

/**
 * A client's phone alerts (lib/push/client-alerts.ts) and reminders
 * (lib/push/data/client-reminders.ts), decrypted as the browser would (RFC 8291): each goes to
 * her own subscriptions only, says nothing of her health, and a reminder goes once.
 */
type Client = { id: string; session: string; email: string };
let asha: Client;
let bina: Client;
let chitra: Client;
let token: string;
let publicKey: string;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;

async function client(name: string, email: string, phone: string): Promise<Client> {
  const now = new Date();
  const doc = await insertRecord("clients", {
    name,
    emails: [email],
    phones: [phone],
    firstSeenAt: now,
    lastActivityAt: now,
  });
  const id = String(doc._id);
  const session = await signClientToken({ clientId: id, version: 0 }, serverEnv.jwtSecret);
  return { id, session, email };
}

beforeAll(async () => {
  token = await adminToken();
  receiver = await startPushReceiver();
  asha = await client("Asha Alert", "asha.alert@example.com", "9810012001");
  bina = await client("Bina Alert", "bina.alert@example.com", "9810012002");
  chitra = await client("Chitra Alert", "chitra.alert@example.com", "9810012003");
  const headers = { cookie: `my_session=${asha.session}`, "sec-fetch-site": "same-origin" };
  publicKey = (await (await pushStatus(getRequest("/api/my/push", { headers }), undefined)).json())
    .publicKey;
});
afterAll(() => receiver.close());
beforeEach(async () => {
  await clearRecords("pushSubscriptions", "appointments", "programmes", "outbox");
  receiver.clear();
  receiver.answer(201);
});

/** Her browser's subscription, stored the way /my stores it: through the route. */
async function subscribed(who: Client): Promise<BrowserSubscription> {
  const browser = receiver.subscription();
  const headers = { cookie: `my_session=${who.session}`, "sec-fetch-site": "same-origin" };
  const response = await save(
    jsonRequest("/api/my/push/subscriptions", browser.json, { headers }),
    undefined,
  );
  expect(response.status).toBe(201);
  return browser;
}

async function ownerSubscribed(): Promise<BrowserSubscription> {
  const browser = receiver.subscription();
  const response = await ownerSave(
    jsonRequest("/api/admin/push/subscriptions", browser.json, { token }),
    undefined,
  );
  expect(response.status).toBe(201);
  return browser;
}

type Alert = { title: string; body: string; url: string };
const pathOf = (browser: BrowserSubscription) => new URL(browser.json.endpoint).pathname;
/** What arrived at `browser`'s endpoint, decrypted with its keys. */
const alertsAt = (browser: BrowserSubscription): Alert[] =>
  receiver.received
    .filter((push) => push.path === pathOf(browser))
    .map((push) => JSON.parse(browser.decrypt(push.body)) as Alert);

const MESSAGE = { title: "New message", body: "From Dt. Poshan", url: "/my/messages" };

describe("a client's alert (alertClient)", () => {
  it("goes to her subscriptions only, VAPID-signed and encrypted, and says it was sent", async () => {
    const phone = await subscribed(asha);
    const tablet = await subscribed(asha);
    const binas = await subscribed(bina);
    const owners = await ownerSubscribed();

    expect(await alertClient(asha.id, MESSAGE)).toBe(true);
    await alertsSettled();
    expect(receiver.received.map((p) => p.path).sort()).toEqual(
      [pathOf(phone), pathOf(tablet)].sort(),
    );
    expect(alertsAt(phone)).toEqual([MESSAGE]);
    expect(alertsAt(tablet)).toEqual([MESSAGE]);
    expect(alertsAt(binas)).toEqual([]);
    expect(alertsAt(owners)).toEqual([]);

    const push = receiver.received[0]!;
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push.headers.ttl)).toBe(ALERT_TTL_SECONDS);
    const claims = await verifyVapid(push.headers.authorization, publicKey);
    expect(claims.aud).toBe(receiver.origin);
    expect(claims.sub).toBe(`mailto:${site.email}`);
  });

  it("resolves false without a subscription of hers (the caller emails), never throws", async () => {
    await subscribed(bina);
    await ownerSubscribed();
    expect(await alertClient(asha.id, MESSAGE)).toBe(false);
    expect(await alertClient("not-an-id", MESSAGE)).toBe(false);
    await alertsSettled();
    expect(receiver.received).toHaveLength(0);
  });

  it("resolves false when the push service refuses; one it answers 410 is deleted", async () => {
    await subscribed(asha);
    receiver.answer(500);
    expect(await alertClient(asha.id, MESSAGE)).toBe(false);
    expect(await countRecords("pushSubscriptions")).toBe(1);
    receiver.answer(410);
    expect(await alertClient(asha.id, MESSAGE)).toBe(false);
    expect(await countRecords("pushSubscriptions")).toBe(0);
  });

  it("stops once the owner ended her sessions (her phones are forgotten)", async () => {
    await subscribed(asha);
    await dropClientSubscriptions([new Types.ObjectId(asha.id)]);
    expect(await alertClient(asha.id, MESSAGE)).toBe(false);
    await alertsSettled();
    expect(receiver.received).toHaveLength(0);
  });
});

describe("the owner's alert", () => {
  it("goes to the owner's subscriptions only, never a client's", async () => {
    const ashas = await subscribed(asha);
    const owners = await ownerSubscribed();
    const alert = {
      title: "New booking",
      body: "Thu 10 Dec, 11:30 am",
      url: "/admin-appointments/x",
    };
    alertOwner(alert);
    await alertsSettled();
    expect(alertsAt(owners)).toEqual([alert]);
    expect(alertsAt(ashas)).toEqual([]);
    expect(receiver.received).toHaveLength(1);
  });
});

describe("the client's reminders (runClientReminders)", () => {
  // Thursday 10 December 2026, 10:00 in India
  const NOW = new Date("2026-12-10T04:30:00Z");
  const TODAY = "2026-12-10";
  const THURSDAY = 4;
  const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

  const visit = (email: string, date: string, extra: Record<string, unknown> = {}) =>
    insertRecord("appointments", {
      name: "Asha Alert",
      email,
      phone: "98100 99999",
      disease: "Thyroid and weight 92 kg",
      date,
      time: "11:30",
      status: "booked",
      ...extra,
    });
  const programme = (who: Client, fields: Record<string, unknown> = {}) =>
    insertRecord("programmes", {
      clientId: new Types.ObjectId(who.id),
      plan: "Ultimate Plan",
      duration: "3 Months",
      startDate: "2026-11-01",
      endDate: "2027-01-31",
      followUpsIncluded: 6,
      periods: [{ startDate: "2026-11-01", endDate: "2027-01-31", followUps: 6 }] as never,
      ...fields,
    });

  it("tells her phone of her visit tomorrow, once, and nothing of her health", async () => {
    const phone = await subscribed(asha);
    const binas = await subscribed(bina);
    await visit(asha.email.toUpperCase(), "2026-12-11"); // hers (any case)
    await visit("someone.else@example.com", "2026-12-11"); // nobody's of ours
    await visit(chitra.email, "2026-12-11"); // hers, but she has no phone subscribed
    await visit(asha.email, "2026-12-12"); // the day after tomorrow
    await visit(asha.email, "2026-12-11", { time: "15:00", status: "cancelled" });

    expect(await runClientReminders(NOW)).toBe(1);
    await alertsSettled();
    expect(alertsAt(phone)).toEqual([
      { title: "Visit tomorrow", body: "Fri 11 Dec, 11:30 am", url: "/my" },
    ]);
    expect(JSON.stringify(alertsAt(phone))).not.toMatch(/Asha|Thyroid|92|kg|98100/);
    expect(alertsAt(binas)).toEqual([]);
    expect(receiver.received).toHaveLength(1);
    // Chitra keeps the reminder email that exists: no marker on her appointment
    expect(
      (await findRecord("appointments", { email: chitra.email }))!.visitAlertFor,
    ).toBeUndefined();

    // later passes, this instance's or another's after a restart, send nothing more
    expect(await runClientReminders(new Date(NOW.getTime() + 5 * 60_000))).toBe(0);
    expect(await runClientReminders(at("2026-12-10", "20:00"))).toBe(0);
    await alertsSettled();
    expect(receiver.received).toHaveLength(1);
  });

  it("tells her again of a visit moved to another slot, and not before 8 in the morning", async () => {
    const phone = await subscribed(asha);
    const booked = await visit(asha.email, "2026-12-11");
    expect(await runClientReminders(at("2026-12-10", "07:55"))).toBe(0);
    expect(await runClientReminders(NOW)).toBe(1);
    await updateRecords("appointments", { _id: booked._id }, { $set: { date: "2026-12-12" } });
    expect(await runClientReminders(at("2026-12-11", "09:00"))).toBe(1);
    await alertsSettled();
    expect(alertsAt(phone).map((a) => a.body)).toEqual([
      "Fri 11 Dec, 11:30 am",
      "Sat 12 Dec, 11:30 am",
    ]);
  });

  it("reminds her of her weigh-in on the owner's weekday, once a week, while the programme runs", async () => {
    const phone = await subscribed(asha);
    await programme(asha, { weighInDay: THURSDAY });
    await programme(bina, { weighInDay: THURSDAY }); // Bina has no phone subscribed
    await programme(asha, {
      weighInDay: THURSDAY,
      startDate: "2026-06-01",
      endDate: "2026-08-31",
      periods: [{ startDate: "2026-06-01", endDate: "2026-08-31", followUps: 6 }],
    }); // ended

    expect(await runClientReminders(NOW)).toBe(1);
    expect(await runClientReminders(at(TODAY, "18:00"))).toBe(0);
    expect(await runClientReminders(at("2026-12-11", "10:00"))).toBe(0); // Friday
    expect(await runClientReminders(at("2026-12-17", "10:00"))).toBe(1); // next Thursday
    await alertsSettled();
    expect(alertsAt(phone)).toEqual([
      { title: "Weigh-in day", body: "Log today's weight in your app", url: "/my/progress" },
      { title: "Weigh-in day", body: "Log today's weight in your app", url: "/my/progress" },
    ]);
    expect(
      (await findRecord("programmes", {
        weighInDay: THURSDAY,
        clientId: new Types.ObjectId(bina.id),
      }))!.weighInAlertedOn,
    ).toBeUndefined();
  });

  it("does not remind her twice in a week when the owner moves the day", async () => {
    await subscribed(asha);
    const running = await programme(asha, { weighInDay: THURSDAY });
    expect(await runClientReminders(NOW)).toBe(1);
    await updateRecords("programmes", { _id: running._id }, { $set: { weighInDay: 6 } });
    expect(await runClientReminders(at("2026-12-12", "10:00"))).toBe(0); // Saturday, same week
    expect(await runClientReminders(at("2026-12-19", "10:00"))).toBe(1);
  });

  it("tells her phone of a renewal due once the renewal email went, once", async () => {
    const phone = await subscribed(asha);
    await programme(asha, {
      endDate: "2026-12-14",
      periods: [{ startDate: "2026-11-15", endDate: "2026-12-14", followUps: 2 }],
      startDate: "2026-11-15",
      duration: "1 Month",
      plan: "Basic Plan",
    });
    expect(await runClientReminders(NOW)).toBe(0); // no renewal email yet
    expect(await runRenewalReminders(NOW, 7)).toBe(1);
    expect(await runClientReminders(NOW)).toBe(1);
    expect(await runRenewalReminders(NOW, 7)).toBe(0);
    expect(await runClientReminders(at("2026-12-11", "10:00"))).toBe(0);
    await alertsSettled();
    expect(alertsAt(phone)).toEqual([
      {
        title: "Renewal due",
        body: "Your programme ends Mon 14 Dec: renew it in your app",
        url: "/my",
      },
    ]);
    expect(JSON.stringify(alertsAt(phone))).not.toMatch(/Basic|Plan|Asha/);
  });
});

describe("her subscriptions in her records", () => {
  it("are in her export (without the keys) and gone with her erasure", async () => {
    const browser = await subscribed(asha);
    await subscribed(bina);
    const exported = await exportPerson(
      getRequest(`/api/admin/people?email=${asha.email}`, { token }),
      undefined,
    );
    expect(exported.status).toBe(200);
    const records = await exported.json();
    expect(records.pushSubscriptions).toHaveLength(1);
    expect(records.pushSubscriptions[0]).toMatchObject({ endpoint: browser.json.endpoint });
    expect(records.pushSubscriptions[0].keys).toBeUndefined();

    const erased = await erase(
      getRequest(`/api/admin/people?email=${asha.email}`, { method: "DELETE", token }),
      undefined,
    );
    expect(erased.status).toBe(200);
    expect(await countRecords("pushSubscriptions", { clientId: new Types.ObjectId(asha.id) })).toBe(
      0,
    );
    expect(await countRecords("pushSubscriptions", { clientId: new Types.ObjectId(bina.id) })).toBe(
      1,
    );
  });
});

describe("the retention pass", () => {
  it("deletes the phones of a client record it deleted, and no one else's", async () => {
    const longAgo = new Date("2019-01-01T00:00:00Z");
    const gone = await insertRecord("clients", {
      name: "Old Timer",
      emails: ["old.timer@example.com"],
      firstSeenAt: longAgo,
      lastActivityAt: longAgo,
    });
    const old = {
      id: String(gone._id),
      session: await signClientToken(
        { clientId: String(gone._id), version: 0 },
        serverEnv.jwtSecret,
      ),
      email: "old.timer@example.com",
    };
    await subscribed(old);
    await subscribed(bina);
    await ownerSubscribed();
    const counts = await applyRetention(new Date(), serverEnv.retentionMonths);
    expect(counts.clients).toBe(1);
    expect(await countRecords("pushSubscriptions", { clientId: gone._id })).toBe(0);
    expect(await countRecords("pushSubscriptions")).toBe(2);
  });
});

describe("a subscription whose client record is gone (merged into another)", () => {
  it("is deleted by the next reminder pass, at any hour", async () => {
    const browser = receiver.subscription();
    await insertRecord("pushSubscriptions", { ...browser.json, clientId: new Types.ObjectId() });
    await subscribed(bina);
    expect(await runClientReminders(new Date("2026-12-10T00:00:00Z"))).toBe(0); // 05:30 IST
    expect(await countRecords("pushSubscriptions")).toBe(1);
  });
});
