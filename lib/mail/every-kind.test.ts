import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istToInstant } from "@/lib/booking/slots";
import { connectDb } from "@/lib/server/db";
import { audienceOf, enqueueMail, MAIL_KINDS, type MailKind } from "@/lib/mail/data/outbox";
import { dietChartUrlFor } from "@/lib/diet-charts/link";
import { deliverDueMail } from "@/lib/mail/delivery";
import { dietChartReady } from "@/lib/diet-charts/diet-chart-mail";
import { signInMail } from "@/lib/client-app/sign-in-mail";
import { clientMessageToOwner, ownerReplyToClient } from "@/lib/client-messages/message-mail";
import { signInUrl } from "@/lib/client-app/data/sign-in";
import { paymentReceipt } from "@/lib/payments/payment-mail";
import { intakeUrlFor, ownerEmail, practice, selfServiceLinks } from "@/lib/mail/practice";
import { renewalReminder } from "@/lib/programmes/renewal-mail";
import {
  acknowledgement,
  appointmentCancelled,
  appointmentConfirmation,
  appointmentMoved,
  appointmentReminder,
  backupFailed,
  deletionRequestNotice,
  ownerNotification,
  reviewRequest,
  signInPaused,
  whenText,
  type BookedSlot,
} from "@/lib/mail/mail-texts";
import type { OutgoingMail } from "@/lib/mail/transport";
import { getMailer } from "@/lib/mail/transport";
import { site } from "@/lib/site";
import {
  attachmentOfType,
  htmlOf,
  htmlText,
  linksOf,
  mimeTree,
  replyToOf,
  textOf,
  type MimeNode,
} from "@/test/mime";
import { clearRecords } from "@/test/records";
import { startSmtpReceiver, type ReceivedMail } from "@/test/smtp";

/**
 * Every kind of mail of lib/mail/data/outbox.ts, made by its template as the data modules make it, stored
 * and delivered by the real outbox over SMTP, and read back with mailparser: each has its text
 * and its HTML as alternatives, the HTML in the practice's name with every link of the text.
 */

/** What the visitor typed: none of it may reach their own mail (AGENTS.md, "Mail and form input"). */
const VISITOR = {
  name: "Zubeida Quillfeather",
  email: "zubeida.q@example.com",
  phone: "9876501234",
  reason: "Xylophone-induced heartburn",
};

const start = istToInstant("2026-12-15", "16:30");
const slot: BookedSlot = {
  id: "65a1b2c3d4e5f60718293a4b",
  ...VISITOR,
  date: "2026-12-15",
  time: "16:30",
  start,
  end: new Date(start.getTime() + 30 * 60_000),
  sequence: 1,
  typeName: "First consultation",
  mode: "clinic",
};
const previous = { date: "2026-12-14", time: "11:00" };
const payUrl = `${site.url}/pay?ref=signed.reference.for-test`;
const adminUrl = `${site.url}/admin-appointment/${slot.id}`;

/** An owner notification's fields, with what a visitor may type into them. */
const HOSTILE_NAME = `<script>alert("x")</script> & 'Rao'`;

/** One message per kind, as the data modules make it; a kind missing here fails the first test. */
async function everyKind(): Promise<Record<MailKind, OutgoingMail>> {
  const links = await selfServiceLinks(slot);
  const intakeUrl = await intakeUrlFor({ collection: "appointments", id: slot.id });
  const owner = ownerEmail();
  const made = {
    owner: ownerNotification(
      owner,
      `New appointment: ${HOSTILE_NAME}, ${whenText(slot)}`,
      {
        Name: HOSTILE_NAME,
        Email: VISITOR.email,
        Phone: VISITOR.phone,
        Reason: `${VISITOR.reason}\nsee https://visitor.example/page`,
        When: whenText(slot),
      },
      VISITOR.email,
    ),
    "owner-cancellation": ownerNotification(
      owner,
      `Cancelled by the client: ${VISITOR.name}, ${whenText(slot)}`,
      { Name: VISITOR.name, Phone: VISITOR.phone, When: whenText(slot) },
      VISITOR.email,
    ),
    "owner-reschedule": ownerNotification(
      owner,
      `Moved by the client: ${VISITOR.name}, now ${whenText(slot)}`,
      { Name: VISITOR.name, Email: VISITOR.email, From: whenText(previous), To: whenText(slot) },
      VISITOR.email,
    ),
    "sign-in-paused": signInPaused(
      owner,
      { username: "owner", attempts: 20, windowMinutes: 15, until: start },
      practice,
    ),
    "deletion-request": deletionRequestNotice(
      owner,
      { email: VISITOR.email, receivedAt: start, handleUrl: `${site.url}/admin-data` },
      practice,
    ),
    "owner-payment": ownerNotification(
      owner,
      `UPI payment sent: First consultation from ${VISITOR.name}`,
      {
        Name: VISITOR.name,
        "Amount (INR)": 1500,
        UTR: "123456789012",
        "Check it in your bank app, then mark it paid": adminUrl,
      },
      VISITOR.email,
    ),
    "backup-failed": backupFailed(
      owner,
      { day: "2026-12-14", error: "disk full", copyError: null },
      practice,
    ),
    acknowledgement: acknowledgement(
      VISITOR.email,
      {
        form: "plan request",
        plan: "Basic Plan",
        duration: "1 Month",
        payment: { amount: 2999, pageUrl: payUrl },
        intakeUrl,
      },
      practice,
    ),
    confirmation: appointmentConfirmation(
      slot,
      practice,
      links.cancelUrl,
      links.rescheduleUrl,
      intakeUrl,
      { amount: 1500, pageUrl: payUrl },
    ),
    reminder: appointmentReminder(slot, practice, links.cancelUrl, links.rescheduleUrl),
    cancellation: appointmentCancelled(slot, practice, "client"),
    "review-request": reviewRequest(VISITOR.email, practice, site.mapsReviewUrl),
    reschedule: appointmentMoved(slot, previous, practice, links),
    receipt: paymentReceipt(
      VISITOR.email,
      {
        number: "2026-27/0001",
        paidAt: start,
        item: "First consultation",
        detail: whenText(slot),
        amount: 1500,
        reference: "PDC-ABCD-1234",
        utr: "123456789012",
      },
      practice,
    ),
    renewal: renewalReminder(
      VISITOR.email,
      { plan: "Basic Plan", duration: "1 Month", endDate: "2026-12-20", price: 2999, payUrl },
      practice,
    ),
    "diet-chart": dietChartReady(VISITOR.email, practice, {
      url: await dietChartUrlFor("65a1b2c3d4e5f60718293a4c", 0),
      version: 2,
    }),
    "client-sign-in": signInMail(VISITOR.email, practice, {
      url: signInUrl("q2Rk8sV3xYz-AbCdEfGhIjKlMnOpQrStUvWxYz01234"),
      code: "042917",
      validMinutes: 15,
    }),
    "owner-client-message": clientMessageToOwner(owner, practice, {
      name: VISITOR.name,
      clientId: "65a1b2c3d4e5f60718293a4d",
    }),
    "client-message": ownerReplyToClient(VISITOR.email, practice),
  } satisfies Record<MailKind, OutgoingMail>;
  return made;
}

/** Owner mail about a person answers them; the owner's own alerts have nobody to answer. */
const REPLY_TO: Partial<Record<MailKind, string>> = {
  owner: VISITOR.email,
  "owner-cancellation": VISITOR.email,
  "owner-reschedule": VISITOR.email,
  "owner-payment": VISITOR.email,
  "deletion-request": VISITOR.email,
};

const VISITOR_KINDS = MAIL_KINDS.filter((kind) => audienceOf(kind) === "visitor");

/** URLs of a text as a reader's mail client finds them (the secret-links spec's pattern). */
const urlsOf = (text: string) => text.match(/https?:\/\/[^\s<>"]+[^\s<>".,;:)]/g) ?? [];

/** The "Label: URL" lines of a text. */
const labelledLinks = (text: string) =>
  [...text.matchAll(/^(\S.*?):\s+(https?:\/\/\S+)$/gm)].map((m) => ({ label: m[1]!, href: m[2]! }));

const types = (node: MimeNode): string[] => [node.type, ...node.parts.flatMap(types)];

function alternativeOf(node: MimeNode): MimeNode | undefined {
  if (node.type === "multipart/alternative") return node;
  for (const part of node.parts) {
    const found = alternativeOf(part);
    if (found) return found;
  }
  return undefined;
}

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let made: Record<MailKind, OutgoingMail>;
const received = new Map<MailKind, ReceivedMail>();

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  await connectDb();
  await clearRecords("outbox");
  made = await everyKind();
  // each subject tagged with its kind, to tell the received messages apart
  for (const kind of MAIL_KINDS) {
    const mail = made[kind];
    await enqueueMail(kind, { ...mail, subject: `[${kind}] ${mail.subject}` });
  }
  const result = await deliverDueMail({ mailer: getMailer(smtp.url) });
  expect(result).toEqual({ sent: MAIL_KINDS.length, failed: 0, held: 0 });
  for (const m of smtp.received) {
    const kind = /^\[([a-z-]+)\]/.exec(m.parsed.subject ?? "")?.[1] as MailKind;
    received.set(kind, m);
  }
});
afterAll(() => smtp.close());

describe("every kind of mail", () => {
  it("is covered here: each kind of lib/mail/data/outbox.ts has a message in this test", () => {
    expect(Object.keys(made).sort()).toEqual([...MAIL_KINDS].sort());
    expect([...received.keys()].sort()).toEqual([...MAIL_KINDS].sort());
    expect(VISITOR_KINDS.length).toBeGreaterThan(0);
  });

  it.each(MAIL_KINDS)(
    "%s: text and HTML as alternatives, the HTML in the brand's name",
    async (kind) => {
      const mail = received.get(kind)!;
      const tree = await mimeTree(mail.raw);
      const alternative = alternativeOf(tree);
      expect(
        alternative?.parts.map((p) => p.type),
        kind,
      ).toEqual(["text/plain", "text/html"]);
      const html = htmlOf(mail.parsed);
      expect(html).toMatch(/^<!DOCTYPE html>/);
      expect(html).toContain(
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
      );
      const visible = htmlText(html);
      expect(visible.split("\n")[0]).toBe(site.brand);
      // the HTML says what the text says, line for line (a link's URL is its href, or its text)
      const words = (s: string) =>
        s
          .replace(/https?:\/\/[^\s<>"]+[^\s<>".,;:)]/g, "")
          .replace(/\s+/g, " ")
          .trim();
      const shown = words(visible);
      for (const line of textOf(mail.parsed).split("\n")) {
        expect(shown, `${kind}: "${line}"`).toContain(words(line).replace(/:$/, ""));
      }
    },
  );

  it.each(MAIL_KINDS)("%s: every link of the text is in the HTML with the same href", (kind) => {
    const mail = received.get(kind)!;
    const text = textOf(mail.parsed);
    const links = linksOf(htmlOf(mail.parsed));
    const hrefs = links.map((l) => l.href);
    expect(hrefs.sort(), kind).toEqual(urlsOf(text).sort());
    for (const { label, href } of labelledLinks(text)) {
      const ours = VISITOR_KINDS.includes(kind) || href.startsWith(`${site.url}/`);
      const drawn = links.find((l) => l.href === href);
      // ours are buttons named by their line's words; the owner's mail shows others as links
      expect(drawn, `${kind}: ${label}`).toEqual(
        ours ? { href, text: label, button: true } : { href, text: href, button: false },
      );
      // a button's words are a short action (at most two lines on a phone's button)
      if (ours) expect(label.length, `${kind}: ${label}`).toBeLessThanOrEqual(48);
    }
    for (const link of links) expect(link.href).toMatch(/^https?:\/\//);
  });

  it.each(MAIL_KINDS)(
    "%s: Reply-To names the client on owner mail about them, and only there",
    (kind) => {
      const mail = received.get(kind)!;
      const expected = REPLY_TO[kind];
      expect(replyToOf(mail.parsed)).toEqual(expected ? [expected] : []);
    },
  );

  it("keeps the calendar files attached beside the alternatives", async () => {
    for (const [kind, file, method] of [
      ["confirmation", "appointment.ics", "REQUEST"],
      ["reschedule", "appointment.ics", "REQUEST"],
      ["cancellation", "cancel.ics", "CANCEL"],
    ] as const) {
      const mail = received.get(kind)!;
      const ics = attachmentOfType(mail.parsed, "text/calendar");
      expect(ics?.filename, kind).toBe(file);
      expect(ics?.body, kind).toContain(`METHOD:${method}`);
      const tree = await mimeTree(mail.raw);
      expect(tree.type, kind).toBe("multipart/mixed");
      expect(types(tree), kind).toContain("multipart/alternative");
    }
    for (const kind of MAIL_KINDS.filter(
      (k) => !["confirmation", "reschedule", "cancellation"].includes(k),
    ))
      expect(received.get(kind)!.parsed.attachments, kind).toEqual([]);
  });

  it.each(VISITOR_KINDS)("%s: the HTML carries none of the visitor's words", (kind) => {
    const mail = received.get(kind)!;
    const html = htmlOf(mail.parsed);
    for (const word of [VISITOR.name, "Zubeida", VISITOR.phone, VISITOR.reason, "Xylophone"])
      expect(html, `${kind}: ${word}`).not.toContain(word);
    expect(html).not.toContain(VISITOR.email);
    // and its deletion link, added where the outbox stores it, is a button too
    expect(linksOf(html).find((l) => l.text.startsWith("To ask us to delete"))).toMatchObject({
      href: expect.stringContaining(`${site.url}/data-deletion?token=`),
      button: true,
    });
  });

  it("escapes what a visitor typed into the owner's mail", () => {
    const html = htmlOf(received.get("owner")!.parsed);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Rao&#39;");
    expect(htmlText(html)).toContain(`Name: ${HOSTILE_NAME}`);
    // a visitor's URL is a plain link in the owner's mail, never a button
    expect(linksOf(html).find((l) => l.href === "https://visitor.example/page")).toEqual({
      href: "https://visitor.example/page",
      text: "https://visitor.example/page",
      button: false,
    });
  });
});
