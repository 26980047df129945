import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";

// The app reads its configuration once: point it at this file's receiver, with a small cap.
vi.hoisted(() => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${20_000 + (process.pid % 20_000)}?ignoreTLS=true`;
  process.env.OWNER_EMAIL = "owner@clinic.example";
  process.env.RATE_LIMIT_VISITOR_MAIL_PER_HOUR = "3";
});

import { istDate } from "@/lib/booking/slots";
import { connectDb } from "@/lib/server/db";
import { enqueueMail } from "@/lib/mail/data/outbox";
import { deliverDueMail } from "@/lib/mail/delivery";
import { whenText } from "@/lib/mail/mail-texts";
import { getMailer } from "@/lib/mail/transport";
import { site } from "@/lib/site";
import { jsonRequest, validContact, validPlan } from "@/test/api";
import { everythingOf, subjectOf } from "@/test/mime";
import { clearRecords, findRecords } from "@/test/records";
import { startSmtpReceiver, testSmtpPort, waitForMail, type ReceivedMail } from "@/test/smtp";
import { POST as book } from "./appointments/route";
import { POST as contact } from "./contact/route";
import { POST as plan } from "./plans/route";

/**
 * Public forms must not make the site a spam relay: what a visitor types reaches their own
 * address in none of our emails (only the owner's notification carries it), and mail to
 * visitors' addresses is capped per hour across instances, the excess kept for a later hour.
 */
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const HOUR = 3_600_000;

beforeAll(async () => {
  smtp = await startSmtpReceiver(testSmtpPort());
  await connectDb();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  await clearRecords("appointments", "contacts", "plans", "outbox", "rateLimits");
  smtp.received.length = 0;
});

/** Books through the API with the spam texts in every field a visitor types. */
const bookWithSpam = (email: string, when: { date: string; time?: string }) =>
  book(
    jsonRequest("/api/appointments", {
      name: SPAM.name,
      email,
      phone: SPAM.phone,
      disease: SPAM.disease,
      ...when,
    }),
    undefined,
  );

/** Everything a reader sees of a message: its subject and every part, attachments included. */
const everything = (mail: ReceivedMail) => everythingOf(mail.parsed);

const mailTo = (address: string) =>
  waitForMail(smtp.received, (m) => m.to[0] === address).then(everything);

const SPAM = {
  name: "Win big at http://spam.example/win",
  subject: "Cheap pills www.pills.example",
  message: "Click https://spam.example/buy now!!! FREE MONEY",
  disease: "Crypto offer https://coins.example",
  phone: "+91 99887 76655",
};
const spamTexts = ["spam.example", "pills.example", "coins.example", "Win big", "Cheap pills"];
const spamTextsWithPhone = [...spamTexts, "99887", "FREE MONEY", "Crypto"];

function nextWeekday(): string {
  for (let days = 2; ; days++) {
    const date = istDate(new Date(Date.now() + days * 86_400_000));
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}

describe("acknowledgements carry none of the visitor's words", () => {
  it("for a contact message; the owner's notification keeps them all", async () => {
    const email = "contact-ack@example.com";
    const response = await contact(
      jsonRequest("/api/contact", { ...validContact(), ...SPAM, email }),
      undefined,
    );
    expect(response.status).toBe(201);
    const ack = await mailTo(email);
    for (const text of spamTextsWithPhone) expect(ack).not.toContain(text);
    expect(ack).toContain(`Thank you for your message to ${site.brand}.`);
    const owner = await mailTo("owner@clinic.example");
    for (const text of [SPAM.name, SPAM.subject, SPAM.message, email])
      expect(owner).toContain(text);
  });

  it("for a plan request", async () => {
    const email = "plan-ack@example.com";
    const response = await plan(
      jsonRequest("/api/plans", { ...validPlan(), name: SPAM.name, phone: SPAM.phone, email }),
      undefined,
    );
    expect(response.status).toBe(201);
    const ack = await mailTo(email);
    for (const text of spamTextsWithPhone) expect(ack).not.toContain(text);
    expect(ack).toContain("Premium Plan");
    const owner = await mailTo("owner@clinic.example");
    for (const text of [SPAM.name, SPAM.phone, email]) expect(owner).toContain(text);
  });

  it("for a booked slot: the date and time we offered, and our own links", async () => {
    const email = "booking-ack@example.com";
    const date = nextWeekday();
    const response = await bookWithSpam(email, { date, time: "11:00" });
    expect(response.status).toBe(201);
    const ack = await mailTo(email);
    for (const text of spamTextsWithPhone) expect(ack).not.toContain(text);
    expect(ack).toContain("11:00 am IST");
    expect(ack).toContain(whenText({ date, time: "11:00" }));
    expect(ack).toContain("/appointment/cancel?token=");
    expect(ack).toContain("BEGIN:VEVENT");
    const owner = await mailTo("owner@clinic.example");
    for (const text of [SPAM.name, SPAM.phone, SPAM.disease]) expect(owner).toContain(text);
  });

  it("for a date-only request", async () => {
    const email = "request-ack@example.com";
    const response = await bookWithSpam(email, { date: nextWeekday() });
    expect(response.status).toBe(201);
    const ack = await mailTo(email);
    for (const text of spamTextsWithPhone) expect(ack).not.toContain(text);
    expect(ack).toContain("We have received your appointment request for");
    await mailTo("owner@clinic.example");
  });
});

describe("the hourly cap on mail to visitors", () => {
  it("holds the excess for the next hour, logs it once, and never holds the owner's mail", async () => {
    // Five submissions must fall in one clock hour: the clock stands at ten past this one.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() - (Date.now() % HOUR) + 10 * 60_000);
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const nextHour = new Date(Date.now() + HOUR - (Date.now() % HOUR));
    const warn = vi.spyOn(console, "warn");

    for (let i = 0; i < 5; i++) {
      const response = await contact(
        jsonRequest("/api/contact", {
          ...validContact(`capped ${i}`),
          email: `cap${i}@example.com`,
        }),
        undefined,
      );
      expect(response.status).toBe(201);
    }
    const acks = () => findRecords("outbox", { kind: "acknowledgement" });
    await vi.waitFor(
      async () => {
        const owner = await findRecords("outbox", { kind: "owner" });
        expect(owner.map((m) => m.status)).toEqual(Array(5).fill("sent"));
        const statuses = (await acks()).map((m) => m.status).sort();
        expect(statuses).toEqual(["pending", "pending", "sent", "sent", "sent"]);
      },
      { timeout: 15_000, interval: 100 },
    );
    const held = (await acks()).filter((m) => m.status === "pending");
    for (const m of held) expect(m.nextAttemptAt.getTime()).toBe(nextHour.getTime());
    const ownerMail = smtp.received.filter((m) =>
      subjectOf(m.parsed).startsWith("New message: capped"),
    );
    expect(ownerMail).toHaveLength(5);
    expect(smtp.received.filter((m) => m.to[0]!.startsWith("cap"))).toHaveLength(3);
    const capLogs = warn.mock.calls.filter(([line]) => String(line).includes("visitor mail cap"));
    expect(capLogs).toHaveLength(1);
    expect(String(capLogs[0]![0])).toContain("3 per hour");
    warn.mockRestore();

    const later = new Date(nextHour.getTime() + 1_000);
    const pass = await deliverDueMail({ mailer: getMailer(smtp.url), now: () => later });
    expect(pass).toMatchObject({ sent: 2, failed: 0 });
    expect(smtp.received.filter((m) => m.to[0]!.startsWith("cap"))).toHaveLength(5);
    expect((await acks()).map((m) => m.status)).toEqual(Array(5).fill("sent"));
  });

  it("holds across passes running at once (several instances share the count)", async () => {
    const at = new Date("2030-01-01T10:15:00Z");
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        enqueueMail("acknowledgement", { to: `busy${i}@example.com`, subject: "s", text: "t" }),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        enqueueMail("owner", { to: "owner@clinic.example", subject: `o${i}`, text: "t" }),
      ),
    ]);
    const mailer = getMailer(smtp.url);
    const passes = await Promise.all(
      Array.from({ length: 3 }, () => deliverDueMail({ mailer, now: () => at })),
    );
    expect(passes.reduce((n, p) => n + p.sent, 0)).toBe(7);
    expect(passes.reduce((n, p) => n + p.held, 0)).toBe(7);
    expect(smtp.received.filter((m) => m.to[0]!.startsWith("busy"))).toHaveLength(3);
    expect(smtp.received.filter((m) => /^o\d$/.test(subjectOf(m.parsed)))).toHaveLength(4);
    const held = await findRecords("outbox", { status: "pending" });
    expect(held).toHaveLength(7);
    for (const m of held) {
      expect(m.nextAttemptAt.toISOString()).toBe("2030-01-01T11:00:00.000Z");
      expect(m.attempts).toBe(0);
    }
  });
});
