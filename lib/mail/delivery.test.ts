import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { connectDb } from "@/lib/server/db";
import { enqueueMail } from "@/lib/mail/data/outbox";
import { attachmentOfType, subjectOf, textOf } from "@/test/mime";
import { clearRecords, findRecord, insertRecord, updateRecords } from "@/test/records";
import { startSmtpReceiver } from "@/test/smtp";
import { deliverDueMail, MAX_ATTEMPTS } from "./delivery";
import { getMailer } from "./transport";

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  await connectDb();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  await clearRecords("outbox");
  smtp.received.length = 0;
  smtp.refuse(false);
});

describe("mail outbox", () => {
  it("delivers a stored message over SMTP with its attachment and records it on the submission", async () => {
    const contact = await insertRecord("contacts", {
      name: "Asha",
      email: "asha@example.com",
      subject: "Hello",
      message: "Hi",
    });
    await enqueueMail(
      "acknowledgement",
      {
        to: "asha@example.com",
        subject: "We got your message",
        text: "Thank you, Asha.",
        attachments: [
          {
            filename: "invite.ics",
            contentType: "text/calendar",
            content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
          },
        ],
      },
      { collection: "contacts", id: contact._id },
    );
    const result = await deliverDueMail({ mailer: getMailer(smtp.url) });
    expect(result).toEqual({ sent: 1, failed: 0, held: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!.parsed;
    expect(smtp.received[0]!.to).toEqual(["asha@example.com"]);
    expect(subjectOf(mail)).toBe("We got your message");
    expect(textOf(mail)).toContain("Thank you, Asha.");
    expect(attachmentOfType(mail, "text/calendar")?.body).toContain("BEGIN:VCALENDAR");
    const stored = await findRecord("contacts", { _id: contact._id });
    expect(stored?.mail).toMatchObject({ acknowledgement: { status: "sent", attempts: 1 } });
  });

  it("keeps a message while SMTP is down, retries with backoff and sends it once it is back", async () => {
    await enqueueMail("acknowledgement", {
      to: "ravi@example.com",
      subject: "Hi",
      text: "Hello Ravi",
    });
    smtp.refuse(true);
    let clock = new Date();
    const failed = await deliverDueMail({ mailer: getMailer(smtp.url), now: () => clock });
    expect(failed).toEqual({ sent: 0, failed: 1, held: 0 });
    const pending = await findRecord("outbox");
    expect(pending?.status).toBe("pending");
    expect(pending?.lastError).toMatch(/451|unavailable/i);
    expect(pending!.nextAttemptAt.getTime()).toBeGreaterThan(clock.getTime());

    // not due yet: nothing is tried
    expect(await deliverDueMail({ mailer: getMailer(smtp.url), now: () => clock })).toEqual({
      sent: 0,
      failed: 0,
      held: 0,
    });

    smtp.refuse(false);
    clock = new Date(clock.getTime() + 5 * 60_000);
    expect(await deliverDueMail({ mailer: getMailer(smtp.url), now: () => clock })).toEqual({
      sent: 1,
      failed: 0,
      held: 0,
    });
    expect(smtp.received.map((m) => subjectOf(m.parsed))).toEqual(["Hi"]);
    expect((await findRecord("outbox"))?.status).toBe("sent");
  });

  it("gives up after the last attempt and says so", async () => {
    await enqueueMail("acknowledgement", { to: "x@example.com", subject: "Never", text: "..." });
    await updateRecords("outbox", {}, { $set: { attempts: MAX_ATTEMPTS - 1 } });
    smtp.refuse(true);
    await deliverDueMail({ mailer: getMailer(smtp.url) });
    expect((await findRecord("outbox"))?.status).toBe("failed");
  });

  it("sends each message exactly once when passes run at the same time", async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        enqueueMail("acknowledgement", { to: `p${i}@example.com`, subject: `m${i}`, text: "x" }),
      ),
    );
    const mailer = getMailer(smtp.url);
    const results = await Promise.all([
      deliverDueMail({ mailer }),
      deliverDueMail({ mailer }),
      deliverDueMail({ mailer }),
    ]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(10);
    expect(smtp.received).toHaveLength(10);
    expect(new Set(smtp.received.map((m) => subjectOf(m.parsed))).size).toBe(10);
  });
});
