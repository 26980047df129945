import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// The app reads SMTP_URL once at start: point it at this file's receiver before anything loads.
vi.hoisted(() => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${20_000 + (process.pid % 20_000)}?ignoreTLS=true`;
  process.env.OWNER_EMAIL = "owner@clinic.example";
  process.env.CRON_SECRET = "cron-secret-for-tests-123";
});

import { connectDb } from "@/lib/server/db";
import { istDate, istToInstant } from "@/lib/booking/slots";
import { adminToken, getRequest, jsonRequest, validContact, validPlan } from "@/test/api";
import { attachmentOfType, replyToOf, subjectOf, textOf, toOf } from "@/test/mime";
import { clearRecords, countRecords, findRecord, findRecords, updateRecords } from "@/test/records";
import { startSmtpReceiver, testSmtpPort, waitForMail } from "@/test/smtp";
import { POST as cancel } from "./cancel/route";
import { PATCH } from "../admin/submissions/[kind]/[id]/route";
import { POST as book } from "./route";
import { GET as slots } from "./slots/route";
import { POST as contact } from "../contact/route";
import { POST as plan } from "../plans/route";
import { POST as closeDate } from "../closed-dates/route";
import { POST as cron } from "../cron/reminders/route";

const submission = (id: string) => ({
  params: Promise.resolve({ kind: "appointments", id }),
});

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

/** The next Monday to Friday, at least two days away (so the 2-hour notice never interferes). */
function nextWeekday(): string {
  for (let days = 2; ; days++) {
    const date = istDate(new Date(Date.now() + days * 86_400_000));
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}
function nextSunday(): string {
  for (let days = 1; ; days++) {
    const date = istDate(new Date(Date.now() + days * 86_400_000));
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) return date;
  }
}

const person = (patch: Record<string, unknown> = {}) => ({
  name: "Neha Gupta",
  email: "neha@example.com",
  phone: "98100 12345",
  disease: "Thyroid",
  ...patch,
});
const slotsOf = async (date: string) =>
  (await (await slots(getRequest(`/api/appointments/slots?date=${date}`), undefined)).json()) as {
    slots: string[];
    timeZone: string;
  };

beforeAll(async () => {
  smtp = await startSmtpReceiver(testSmtpPort());
  await connectDb();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  await clearRecords("appointments", "outbox", "closedDates", "contacts", "plans");
  smtp.received.length = 0;
  smtp.refuse(false);
});

describe("owner notifications", () => {
  it("carry Reply-To: the client, so the owner's reply answers them; the client's mail has none", async () => {
    const date = nextWeekday();
    expect(
      (
        await book(
          jsonRequest("/api/appointments", person({ date, time: "11:30", consent: true })),
          undefined,
        )
      ).status,
    ).toBe(201);
    expect((await contact(jsonRequest("/api/contact", validContact()), undefined)).status).toBe(
      201,
    );
    expect((await plan(jsonRequest("/api/plans", validPlan()), undefined)).status).toBe(201);

    const toOwner = (subject: string) =>
      waitForMail(
        smtp.received,
        (m) => m.to[0] === "owner@clinic.example" && subjectOf(m.parsed).startsWith(subject),
      );
    for (const [subject, client] of [
      ["New appointment", "neha@example.com"],
      ["New message", validContact().email],
      ["New plan request", validPlan().email],
    ] as const) {
      const { parsed } = await toOwner(subject);
      expect(replyToOf(parsed), subject).toEqual([client]);
      expect(toOf(parsed), subject).toEqual(["owner@clinic.example"]);
    }
    const confirmation = await waitForMail(
      smtp.received,
      (m) =>
        m.to[0] === "neha@example.com" && subjectOf(m.parsed).startsWith("Appointment confirmed"),
    );
    expect(confirmation.parsed.headers.has("reply-to")).toBe(false);
  });
});

describe("GET /api/appointments/slots", () => {
  it("lists a weekday's slots in IST, and none on Sundays or closed dates", async () => {
    const date = nextWeekday();
    const open = await slotsOf(date);
    expect(open.timeZone).toBe("Asia/Kolkata");
    // the default type (First consultation, 45 min) starts every 30 minutes, the last at 17:00
    expect(open.slots).toHaveLength(16);
    expect(open.slots[0]).toBe("09:30");
    expect((await slotsOf(nextSunday())).slots).toEqual([]);

    const token = await adminToken();
    expect(
      (
        await closeDate(
          jsonRequest("/api/closed-dates", { date, reason: "Diwali" }, { token }),
          undefined,
        )
      ).status,
    ).toBe(201);
    expect((await slotsOf(date)).slots).toEqual([]);
  });

  it("answers 400 for a malformed date", async () => {
    expect(
      (await slots(getRequest("/api/appointments/slots?date=next-week"), undefined)).status,
    ).toBe(400);
  });
});

describe("booking a slot", () => {
  it("gives a slot to exactly one of 20 visitors racing for it", async () => {
    const date = nextWeekday();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(
          jsonRequest(
            "/api/appointments",
            person({ email: `p${i}@example.com`, date, time: "11:00" }),
          ),
          undefined,
        ),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const refused = await responses.find((r) => r.status === 409)!.json();
    expect(refused).toMatchObject({
      success: false,
      error: { message: "That time was just taken — please pick another" },
    });
    expect(await countRecords("appointments", { date, time: "11:00" })).toBe(1);
    expect((await slotsOf(date)).slots).not.toContain("11:00");
  });

  it("refuses a time outside the clinic's hours or inside the minimum notice", async () => {
    const outside = await book(
      jsonRequest("/api/appointments", person({ date: nextWeekday(), time: "19:00" })),
      undefined,
    );
    expect(outside.status).toBe(400);
    expect((await outside.json()).error.fields.time[0]).toMatch(/outside the clinic's hours/);
    // The clock at 10:10 on a weekday in India (the real one may be at night, when no slot of the
    // day lies inside the notice): 11:00 is then less than the two hours ahead it must be.
    const date = nextWeekday();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(istToInstant(date, "10:10"));
    try {
      const soon = await book(
        jsonRequest("/api/appointments", person({ date, time: "11:00" })),
        undefined,
      );
      expect(soon.status).toBe(400);
      expect((await soon.json()).error.fields.time[0]).toBe("Please book at least 2 hours ahead");
      expect(
        (await book(jsonRequest("/api/appointments", person({ date, time: "12:30" })), undefined))
          .status,
      ).toBe(201);
    } finally {
      vi.useRealTimers();
    }
  });

  it("still takes a date-only request from a client that knows nothing of slots", async () => {
    const response = await book(
      jsonRequest("/api/appointments", person({ date: nextWeekday() })),
      undefined,
    );
    expect(response.status).toBe(201);
    expect((await response.json()).data.time).toBeUndefined();
  });

  it("confirms by email with a calendar file, a Google Calendar link and a cancel link that frees the slot", async () => {
    const date = nextWeekday();
    const response = await book(
      jsonRequest("/api/appointments", person({ date, time: "16:30", consent: true })),
      undefined,
    );
    expect(response.status).toBe(201);
    const stored = await findRecord("appointments", { date });
    expect(stored?.consent?.policyVersion).toBeTruthy();

    const toClient = await waitForMail(
      smtp.received,
      (m) =>
        m.to[0] === "neha@example.com" && subjectOf(m.parsed).startsWith("Appointment confirmed"),
    );
    const toOwner = await waitForMail(
      smtp.received,
      (m) =>
        m.to[0] === "owner@clinic.example" && subjectOf(m.parsed).startsWith("New appointment"),
    );
    expect(subjectOf(toOwner.parsed)).toMatch(/^New appointment: Neha Gupta/);
    expect(subjectOf(toClient.parsed)).toContain("4:30 pm IST");
    const text = textOf(toClient.parsed);
    expect(text).toContain("https://calendar.google.com/calendar/render?");
    const ics = attachmentOfType(toClient.parsed, "text/calendar")!.body;
    expect(ics).toContain(
      `DTSTART:${istToInstant(date, "16:30").toISOString().replace(/[-:]/g, "").replace(".000", "")}`,
    );

    const link = /(https?:\/\/\S+\/appointment\/cancel\?token=(\S+))/.exec(text)!;
    const token = decodeURIComponent(link[2]!);
    const cancelled = await cancel(jsonRequest("/api/appointments/cancel", { token }), undefined);
    expect(cancelled.status).toBe(200);
    expect(await findRecord("appointments", { date })).toMatchObject({
      status: "cancelled",
      cancelledBy: "client",
    });
    expect((await slotsOf(date)).slots).toContain("16:30");

    const again = await cancel(jsonRequest("/api/appointments/cancel", { token }), undefined);
    expect(again.status).toBe(409);
    const rebook = await book(
      jsonRequest("/api/appointments", person({ email: "other@example.com", date, time: "16:30" })),
      undefined,
    );
    expect(rebook.status).toBe(201);
  });

  it("refuses a tampered cancel link with a clear message and changes nothing", async () => {
    const date = nextWeekday();
    await book(jsonRequest("/api/appointments", person({ date, time: "10:00" })), undefined);
    const text = textOf(
      (await waitForMail(smtp.received, (m) => subjectOf(m.parsed).includes("10:00 am IST")))
        .parsed,
    );
    const token = decodeURIComponent(/cancel\?token=(\S+)/.exec(text)![1]!);
    const response = await cancel(
      jsonRequest("/api/appointments/cancel", { token: token.slice(0, -3) + "abc" }),
      undefined,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/not valid/);
    expect((await findRecord("appointments", { date }))?.status).toBe("booked");
  });

  it("lets the owner cancel, which emails the client and frees the slot", async () => {
    const date = nextWeekday();
    const { data } = await (
      await book(jsonRequest("/api/appointments", person({ date, time: "12:00" })), undefined)
    ).json();
    await waitForMail(smtp.received, (m) => subjectOf(m.parsed).includes("12:00 pm IST"));
    const token = await adminToken();
    const response = await PATCH(
      jsonRequest(
        `/api/admin/submissions/appointments/${data._id}`,
        { status: "cancelled" },
        { method: "PATCH", token },
      ),
      submission(data._id),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "cancelled", cancelledBy: "practice" });
    const notice = await waitForMail(smtp.received, (m) =>
      subjectOf(m.parsed).startsWith("Appointment cancelled"),
    );
    expect(textOf(notice.parsed)).toContain("we have had to cancel");
    expect((await slotsOf(date)).slots).toContain("12:00");
    expect(
      (
        await PATCH(
          jsonRequest(
            `/api/admin/submissions/appointments/${data._id}`,
            { status: "completed" },
            { method: "PATCH" },
          ),
          submission(data._id),
        )
      ).status,
    ).toBe(401);
  });
});

describe("spam and mail outages", () => {
  it("answers a honeypot or too-fast submission like a success and stores nothing", async () => {
    const trap = await book(
      jsonRequest(
        "/api/appointments",
        person({ date: nextWeekday(), website: "http://spam.example" }),
      ),
      undefined,
    );
    expect(trap.status).toBe(201);
    const fast = await contact(
      jsonRequest("/api/contact", { ...validContact(), formRenderedAt: String(Date.now()) }),
      undefined,
    );
    expect(fast.status).toBe(201);
    expect((await fast.json()).success).toBe(true);
    const planTrap = await plan(
      jsonRequest("/api/plans", { ...validPlan(), website: "x" }),
      undefined,
    );
    expect(planTrap.status).toBe(201);
    expect(await countRecords("appointments")).toBe(0);
    expect(await countRecords("contacts")).toBe(0);
    expect(await countRecords("plans")).toBe(0);
    expect(await countRecords("outbox")).toBe(0);
  });

  it("saves submissions while SMTP is down and sends their mail once it is back", async () => {
    smtp.refuse(true);
    const response = await contact(
      jsonRequest("/api/contact", {
        ...validContact(),
        formRenderedAt: String(Date.now() - 10_000),
        consent: "on",
      }),
      undefined,
    );
    expect(response.status).toBe(201);
    await vi.waitFor(
      async () => expect((await findRecords("outbox")).filter((m) => m.lastError)).toHaveLength(2),
      { timeout: 10_000 },
    );
    const saved = await findRecord("contacts");
    expect(saved?.consent?.givenAt).toBeInstanceOf(Date);

    smtp.refuse(false);
    await updateRecords("outbox", {}, { $set: { nextAttemptAt: new Date(Date.now() - 1000) } }); // skip the backoff wait
    const pass = await cron(
      new Request("http://localhost/api/cron/reminders", {
        method: "POST",
        headers: { authorization: "Bearer cron-secret-for-tests-123" },
      }),
      undefined,
    );
    expect(await pass.json()).toMatchObject({ success: true, sent: 2 });
    await waitForMail(
      smtp.received,
      (m) => m.to[0] === "asha@example.com" && subjectOf(m.parsed) === "We received your message",
    );
    await waitForMail(
      smtp.received,
      (m) => m.to[0] === "owner@clinic.example" && subjectOf(m.parsed).startsWith("New message"),
    );
  });

  it("runs the cron pass only with the secret", async () => {
    const response = await cron(
      new Request("http://localhost/api/cron/reminders", {
        method: "POST",
        headers: { authorization: "Bearer wrong" },
      }),
      undefined,
    );
    expect(response.status).toBe(401);
  });
});
