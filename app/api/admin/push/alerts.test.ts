import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.UPI_VPA = "poshan.clinic@okaxis";
  process.env.PUSH_TEST_HOSTS = "127.0.0.1"; // the test's own receiver (test only)
});

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { istDate } from "@/lib/booking/slots";
import { signClientToken } from "@/lib/client-app/client-token";
import { serverEnv } from "@/lib/server/env";
import { ALERT_TTL_SECONDS, alertsSettled } from "@/lib/push/alerts";
import { site } from "@/lib/site";
import { adminToken, getRequest, jsonRequest, validContact, validPlan } from "@/test/api";
import { startPushReceiver, verifyVapid, type BrowserSubscription } from "@/test/push-receiver";
import { clearRecords, countRecords, insertRecord } from "@/test/records";
import { POST as book } from "../../appointments/route";
import { POST as contact } from "../../contact/route";
import { POST as sendUtr } from "../../payments/[reference]/utr/route";
import { POST as requestPlan } from "../../plans/route";
import { POST as sendMyMessage } from "../../my/messages/route";
import { POST as startProgramme } from "../clients/[id]/programmes/route";
import { GET as listClients } from "../clients/route";
import { GET as pushStatus } from "./route";
import { POST as subscribe } from "./subscriptions/route";

let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
let token: string;
let publicKey: string;

beforeAll(async () => {
  receiver = await startPushReceiver();
  token = await adminToken();
  publicKey = (await (await pushStatus(getRequest("/api/admin/push", { token }), undefined)).json())
    .publicKey;
});
afterAll(() => receiver.close());
beforeEach(async () => {
  await clearRecords("pushSubscriptions", "appointments", "plans", "contacts", "outbox");
  receiver.clear();
  receiver.answer(201);
});

/** A subscription stored the way the admin's browser stores it: through the route. */
async function subscribed(): Promise<BrowserSubscription> {
  const browser = receiver.subscription();
  const response = await subscribe(
    jsonRequest("/api/admin/push/subscriptions", browser.json, { token }),
    undefined,
  );
  expect(response.status).toBe(201);
  return browser;
}

/** The next Monday to Friday at least two days away (the default hours include 11:30 then). */
function nextWeekday(): string {
  for (let days = 2; ; days++) {
    const date = istDate(new Date(Date.now() + days * 86_400_000));
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}

const booking = (date: string) => ({
  name: "Neha Gupta",
  email: "neha@example.com",
  phone: "98100 12345",
  disease: "Thyroid",
  date,
  time: "11:30",
  consent: true,
});

/** A visitor books `date` (by default the next weekday) through the public API. */
const bookVisit = (date = nextWeekday()) =>
  book(jsonRequest("/api/appointments", booking(date)), undefined);

type Alert = { title: string; body: string; url: string };
const alertOf = (browser: BrowserSubscription, body: Buffer) =>
  JSON.parse(browser.decrypt(body)) as Alert;

describe("the owner's push alert of a booking", () => {
  it("is one Web Push message per subscription, VAPID-signed, encrypted, naming the time", async () => {
    const browser = await subscribed();
    const date = nextWeekday();
    const response = await bookVisit(date);
    expect(response.status).toBe(201);
    const { data } = await response.json();

    const push = await receiver.next();
    expect(push.path).toBe(new URL(browser.json.endpoint).pathname);
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers["content-type"]).toBe("application/octet-stream");
    expect(Number(push.headers.ttl)).toBe(ALERT_TTL_SECONDS);
    expect(push.headers.urgency).toBe("high");
    const claims = await verifyVapid(push.headers.authorization, publicKey);
    expect(claims.aud).toBe(receiver.origin);
    expect(claims.sub).toBe(`mailto:${site.email}`);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    const alert = alertOf(browser, push.body);
    const day = new Intl.DateTimeFormat("en-IN", {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    })
      .format(new Date(`${date}T00:00:00Z`))
      .replace(",", "");
    expect(alert).toEqual({
      title: "New booking",
      body: `${day}, 11:30 am`,
      url: `/admin-appointments/${data._id}`,
    });
    // a lock screen shows it: nothing of the client's
    expect(JSON.stringify(alert)).not.toMatch(/Neha|Gupta|neha@|98100|Thyroid/);

    await alertsSettled();
    expect(receiver.received).toHaveLength(1);
  });

  it("goes to every stored subscription; one the push service answers 410 is deleted", async () => {
    const first = await subscribed();
    const second = await subscribed();
    receiver.answer(410);
    await bookVisit();
    await alertsSettled();
    expect(receiver.received.map((p) => p.path).sort()).toEqual(
      [first, second].map((b) => new URL(b.json.endpoint).pathname).sort(),
    );
    expect(await countRecords("pushSubscriptions")).toBe(0);
  });

  it("keeps a subscription the push service answers another error, and the booking stands", async () => {
    const browser = await subscribed();
    receiver.answer(500);
    const response = await bookVisit();
    expect(response.status).toBe(201);
    await alertsSettled();
    expect(receiver.received).toHaveLength(1);
    expect(alertOf(browser, receiver.received[0]!.body).title).toBe("New booking");
    expect(await countRecords("pushSubscriptions")).toBe(1);
  });

  it("is not sent without a subscription, and the booking is answered as usual", async () => {
    const response = await bookVisit();
    expect(response.status).toBe(201);
    await alertsSettled();
    expect(receiver.received).toHaveLength(0);
  });

  it("never follows a push service's redirect (to plain http on this machine, say)", async () => {
    const inside = await startPushReceiver(); // an internal service at http://127.0.0.1
    const redirecting = createServer((_request, response) =>
      response.writeHead(302, { location: `${inside.origin}/internal` }).end(),
    );
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    try {
      const port = (redirecting.address() as AddressInfo).port;
      const browser = receiver.subscription();
      const endpoint = `http://127.0.0.1:${port}/push/redirected`;
      expect(
        (
          await subscribe(
            jsonRequest("/api/admin/push/subscriptions", { ...browser.json, endpoint }, { token }),
            undefined,
          )
        ).status,
      ).toBe(201);
      const response = await bookVisit();
      expect(response.status).toBe(201);
      await alertsSettled();
      expect(inside.received).toHaveLength(0);
    } finally {
      redirecting.close();
      await inside.close();
    }
  });

  it("is not sent to a stored subscription outside the push services, which is deleted", async () => {
    const browser = receiver.subscription();
    // stored before endpoints were checked: localhost is not among the test's hosts
    const endpoint = browser.json.endpoint.replace("127.0.0.1", "localhost");
    await insertRecord("pushSubscriptions", { endpoint, keys: browser.json.keys });
    await bookVisit();
    await alertsSettled();
    expect(receiver.received).toHaveLength(0);
    expect(await countRecords("pushSubscriptions")).toBe(0);
  });
});

describe("the owner's push alerts of other arrivals", () => {
  it("a plan request: its plan and duration, its page", async () => {
    const browser = await subscribed();
    const response = await requestPlan(jsonRequest("/api/plans", validPlan()), undefined);
    const { data } = await response.json();
    expect(alertOf(browser, (await receiver.next()).body)).toEqual({
      title: "New plan request",
      body: "Premium Plan, 2 Months",
      url: `/admin-plan/${data._id}`,
    });
    await alertsSettled();
    expect(receiver.received).toHaveLength(1);
  });

  it("a contact message: none of its words", async () => {
    const browser = await subscribed();
    const response = await contact(
      jsonRequest("/api/contact", validContact("My thyroid")),
      undefined,
    );
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const alert = alertOf(browser, (await receiver.next()).body);
    expect(alert).toEqual({
      title: "New message",
      body: "From the contact form",
      url: `/admin-contacts/${data._id}`,
    });
    await alertsSettled();
    expect(receiver.received).toHaveLength(1);
  });

  it("a UTR sent: once per UTR, the request's page", async () => {
    const planned = await (
      await requestPlan(jsonRequest("/api/plans", validPlan()), undefined)
    ).json();
    const signed = planned.payment.pageUrl.split("/pay?ref=")[1] as string;
    await alertsSettled();
    const browser = await subscribed();
    const utr = (value: string) =>
      sendUtr(jsonRequest(`/api/payments/${signed}/utr`, { utr: value }), {
        params: Promise.resolve({ reference: signed }),
      });
    expect((await utr("412356789012")).status).toBe(200);
    expect(alertOf(browser, (await receiver.next()).body)).toEqual({
      title: "UPI payment sent",
      body: "Premium Plan: check it in your bank app",
      url: `/admin-plan/${planned.data._id}`,
    });
    expect((await utr("412356789012")).status).toBe(200); // the same again: no new alert
    await alertsSettled();
    expect(receiver.received).toHaveLength(1);
  });

  it("a client's message in her app: neither her name nor its words, her page", async () => {
    await requestPlan(jsonRequest("/api/plans", validPlan()), undefined);
    const list = await listClients(getRequest("/api/admin/clients?q=ravi@", { token }), undefined);
    const clientId: string = (await list.json()).items[0]._id;
    const started = await startProgramme(
      jsonRequest(
        `/api/admin/clients/${clientId}/programmes`,
        { plan: "Basic Plan", duration: "1 Month", startDate: istDate(new Date()) },
        { token },
      ),
      { params: Promise.resolve({ id: clientId }) },
    );
    expect(started.status).toBe(201);
    await alertsSettled();
    const browser = await subscribed();
    const session = await signClientToken({ clientId, version: 0 }, serverEnv.jwtSecret);
    const sent = await sendMyMessage(
      jsonRequest(
        "/api/my/messages",
        { text: "My thyroid report is worse" },
        { headers: { cookie: `my_session=${session}`, "sec-fetch-site": "same-origin" } },
      ),
      undefined,
    );
    expect(sent.status).toBe(201);
    expect(alertOf(browser, (await receiver.next()).body)).toEqual({
      title: "New message",
      body: "From a client, in the app",
      url: `/admin-clients/${clientId}`,
    });
    await alertsSettled();
    expect(receiver.received).toHaveLength(1);
  });
});
