import { MODE_LABELS, type ConsultationMode } from "@/lib/booking/appointment-types";
import { placeOf } from "@/lib/booking/consultation-place";
import type { OutgoingMail } from "@/lib/mail/transport";
import { googleCalendarLink, icsFor } from "@/lib/booking/calendar";
import { formatSlotTime, istDate, istTime } from "@/lib/booking/slots";
import type { PlanDuration, PlanName } from "@/lib/content/plan-names";
import { CANCELLATION_NOTICE_HOURS, ERASURE_DAYS } from "@/lib/content/policy-facts";
import { formatRupees } from "@/lib/payments/upi";

/**
 * The words of every email the site sends, as plain text (read well on any phone and in any
 * client). Pure functions: the caller passes the practice's details and the links. The HTML
 * part is made from this text at delivery (lib/mail/html-email.ts): write no HTML here. A line
 * "Label: https://…" becomes a button labelled by its words, so give each link such a line.
 *
 * Mail to a visitor's address (acknowledgements, confirmations, reminders, cancellations) goes
 * to an address nobody has verified, so it carries none of the visitor's own words (name,
 * message, reason, phone): only ours, the date and time of our slot and our links. Otherwise
 * anyone could send their text to any address through our forms. The owner's notifications
 * carry everything.
 */
export type Practice = {
  brand: string;
  practitioner: string;
  phone: string;
  email: string;
  address: string;
  /** a map link to the clinic */
  directionsUrl: string;
  siteUrl: string;
};

export type BookedSlot = {
  id: string;
  name: string;
  email: string;
  phone: string;
  reason: string;
  date: string;
  time?: string;
  start?: Date;
  end?: Date;
  /** the calendar event's SEQUENCE: 0 when booked, one more for each move */
  sequence?: number;
  /** the appointment type's name and how the consultation is held (older bookings: neither) */
  typeName?: string;
  mode?: ConsultationMode;
  /** the owner's video room, filled in by the data modules for video consultations when the mail is made */
  meetingUrl?: string;
};

export const formatDate = (date: string) =>
  new Intl.DateTimeFormat("en-IN", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));

const formatTime = (time: string) => `${formatSlotTime(time)} IST`;

export const whenText = (slot: Pick<BookedSlot, "date" | "time">) =>
  slot.time ? `${formatDate(slot.date)} at ${formatTime(slot.time)}` : formatDate(slot.date);

export const signature = (p: Practice) =>
  `\n\nWarm regards,\nDt. ${p.practitioner}\n${p.brand}\n${p.phone} · ${p.email}\n${p.siteUrl}`;

/** Where the booked consultation is held (the clinic, a video room, a phone call). */
export const placeOfSlot = (slot: Pick<BookedSlot, "mode" | "meetingUrl">, p: Practice) =>
  placeOf(slot.mode, { ...p, meetingUrl: slot.meetingUrl });

/** "First consultation (video call)" or, for bookings made before types, "Consultation". */
const whatText = (slot: Pick<BookedSlot, "typeName" | "mode">) =>
  `${slot.typeName ?? "Consultation"}${slot.mode ? ` (${MODE_LABELS[slot.mode].toLowerCase()})` : ""}`;

function calendarEvent(slot: BookedSlot, p: Practice) {
  if (!slot.start || !slot.end) return undefined;
  const place = placeOfSlot(slot, p);
  return {
    uid: `appointment-${slot.id}@${new URL(p.siteUrl).hostname}`,
    start: slot.start,
    end: slot.end,
    title: `${slot.typeName ?? "Consultation"} with Dt. ${p.practitioner}`,
    description: [
      `Your appointment with ${p.brand}: ${whatText(slot)}.`,
      ...place.lines,
      `Questions or changes: ${p.phone}.`,
    ].join("\n"),
    location: place.location,
    ...(place.url ? { url: place.url } : {}),
    organizerEmail: p.email,
    organizerName: p.brand,
    attendeeEmail: slot.email,
    sequence: slot.sequence ?? 0,
  };
}

/**
 * The self-service lines of a booked slot's emails: cancel, then reschedule. Each link's label
 * is short (it is the button's text in the HTML part); a longer word goes on the line before.
 */
const selfServiceLines = (cancelUrl?: string, rescheduleUrl?: string, cancelNote?: string) => [
  ...(cancelUrl
    ? ["", ...(cancelNote ? [cancelNote] : []), `Can't make it? Cancel here: ${cancelUrl}`]
    : []),
  ...(rescheduleUrl ? [`Need another time? Reschedule: ${rescheduleUrl}`] : []),
];

const CANCEL_AHEAD = `If you cannot come, please cancel at least ${CANCELLATION_NOTICE_HOURS} hours ahead.`;

const icsAttachment = (event: NonNullable<ReturnType<typeof calendarEvent>>) => ({
  filename: "appointment.ics",
  contentType: "text/calendar; charset=utf-8; method=REQUEST",
  content: icsFor(event),
});

/** The payment page's lines, when UPI is configured and something is to be paid. */
const upiLines = (payment?: { amount: number; pageUrl: string }) =>
  payment
    ? [
        "",
        `You can pay ${formatRupees(payment.amount)} by UPI (Google Pay, PhonePe, Paytm, BHIM) now.`,
        `Pay by UPI: ${payment.pageUrl}`,
      ]
    : [];

/** The intake questionnaire's lines, for the first emails of a booking or a plan request. */
const intakeLines = (intakeUrl?: string) =>
  intakeUrl
    ? [
        "",
        "Before your first visit, please tell us about your health and habits (about five minutes).",
        `Fill in the questionnaire: ${intakeUrl}`,
      ]
    : [];

export function appointmentConfirmation(
  slot: BookedSlot,
  p: Practice,
  cancelUrl?: string,
  rescheduleUrl?: string,
  intakeUrl?: string,
  /** a consultation paid ahead: the amount and the signed payment page */
  payment?: { amount: number; pageUrl: string },
): OutgoingMail {
  const event = calendarEvent(slot, p);
  const lines = [
    "Hello,",
    "",
    slot.time
      ? `Your appointment with ${p.brand} is booked for ${whenText(slot)}.`
      : `We have received your appointment request for ${whenText(slot)}. We will call or message you on the number you gave us to confirm a time.`,
    `What: ${whatText(slot)}`,
    ...placeOfSlot(slot, p).lines,
    ...upiLines(payment),
    ...(event
      ? [
          "",
          `Add it to Google Calendar: ${googleCalendarLink(event)}`,
          "A calendar file (.ics) is attached for other calendar apps.",
        ]
      : []),
    ...selfServiceLines(cancelUrl, rescheduleUrl, CANCEL_AHEAD),
    ...intakeLines(intakeUrl),
    "",
    "Please bring any recent blood reports and a list of your medicines.",
    "",
    cancelUrl
      ? "If you did not book this appointment, please cancel it with the link above."
      : `If you did not ask for this appointment, please ignore this email or call ${p.phone}.`,
  ];
  return {
    to: slot.email,
    subject: slot.time
      ? `Appointment confirmed: ${whenText(slot)}`
      : `We received your appointment request`,
    text: lines.join("\n") + signature(p),
    attachments: event ? [icsAttachment(event)] : [],
  };
}

/**
 * After the client moved their appointment: the new time, the old one released, new links and
 * a calendar file with the same UID and a higher SEQUENCE, so calendars replace the event.
 */
export function appointmentMoved(
  slot: BookedSlot,
  previous: Pick<BookedSlot, "date" | "time">,
  p: Practice,
  links: { cancelUrl?: string; rescheduleUrl?: string } = {},
): OutgoingMail {
  const event = calendarEvent(slot, p);
  const lines = [
    "Hello,",
    "",
    `Your appointment with ${p.brand} is moved to ${whenText(slot)}, as you asked.`,
    `The previous time, ${whenText(previous)}, is released.`,
    `What: ${whatText(slot)}`,
    ...placeOfSlot(slot, p).lines,
    ...(event
      ? [
          "",
          `Add it to Google Calendar: ${googleCalendarLink(event)}`,
          "The attached calendar file (.ics) replaces the earlier one in your calendar app.",
        ]
      : []),
    ...selfServiceLines(links.cancelUrl, links.rescheduleUrl, CANCEL_AHEAD),
    "",
    "The reschedule link in earlier emails no longer works: please use the one above.",
    `If you did not ask for this change, please call us on ${p.phone}.`,
  ];
  return {
    to: slot.email,
    subject: `Appointment moved: ${whenText(slot)}`,
    text: lines.join("\n") + signature(p),
    attachments: event ? [icsAttachment(event)] : [],
  };
}

export function appointmentReminder(
  slot: BookedSlot,
  p: Practice,
  cancelUrl?: string,
  rescheduleUrl?: string,
): OutgoingMail {
  return {
    to: slot.email,
    subject: `Reminder: your appointment tomorrow, ${whenText(slot)}`,
    text:
      [
        "Hello,",
        "",
        `A reminder of your appointment on ${whenText(slot)}: ${whatText(slot)}.`,
        ...placeOfSlot(slot, p).lines,
        ...selfServiceLines(cancelUrl, rescheduleUrl),
      ].join("\n") + signature(p),
  };
}

export function appointmentCancelled(
  slot: BookedSlot,
  p: Practice,
  by: "client" | "practice",
): OutgoingMail {
  const event = calendarEvent(slot, p);
  const opening =
    by === "client"
      ? `Your appointment on ${whenText(slot)} is cancelled, as you asked.`
      : `We are sorry: we have had to cancel your appointment on ${whenText(slot)}.`;
  return {
    to: slot.email,
    subject: `Appointment cancelled: ${whenText(slot)}`,
    text:
      ["Hello,", "", opening, `To book another time: ${p.siteUrl}/appointment`].join("\n") +
      signature(p),
    attachments: event
      ? [
          {
            filename: "cancel.ics",
            contentType: "text/calendar; charset=utf-8; method=CANCEL",
            content: icsFor({ ...event, method: "CANCEL", sequence: event.sequence + 1 }),
          },
        ]
      : [],
  };
}

/**
 * One "Label: value" line per field; a multi-line value's further lines are indented, so none
 * reads as a field. `replyTo` is the client's address when the mail is about their submission:
 * the owner's Reply then answers the client, not the clinic's own address.
 */
export function ownerNotification(
  to: string,
  subject: string,
  fields: Record<string, string | number | undefined>,
  replyTo?: string,
): OutgoingMail {
  const text = Object.entries(fields)
    .filter(([, v]) => v !== undefined && v !== "")
    .map(([k, v]) => `${k}: ${String(v).replace(/\n/g, "\n  ")}`)
    .join("\n");
  return { to, subject, text, ...(replyTo ? { replyTo } : {}) };
}

/** To the owner when an admin account's sign-in is paused after too many failed attempts. */
export function signInPaused(
  to: string,
  pause: { username: string; attempts: number; windowMinutes: number; until: Date },
  p: Practice,
): OutgoingMail {
  const until = whenText({ date: istDate(pause.until), time: istTime(pause.until) });
  return {
    to,
    subject: `Admin sign-in paused: ${pause.attempts} failed attempts for ${pause.username}`,
    text: [
      `Sign-in to the ${p.brand} admin area as "${pause.username}" is paused until ${until}.`,
      "",
      `There were ${pause.attempts} failed sign-in attempts within ${pause.windowMinutes} minutes for this account, possibly from many addresses. Until then every attempt is refused, even with the right password.`,
      "",
      `After that you can sign in as usual: ${p.siteUrl}/AdminLogin`,
      "",
      `If these attempts were not you, someone may be guessing your password: once you are signed in, please change your password under Update Credentials (${p.siteUrl}/admin-updateCredentials).`,
      "",
      `This email is sent at most once every ${pause.windowMinutes} minutes while the attempts go on.`,
    ].join("\n"),
  };
}

/** To the owner when the nightly backup (or its second copy) failed; once until one succeeds. */
export function backupFailed(
  to: string,
  failure: { day: string; error: string | null; copyError: string | null },
  p: Practice,
): OutgoingMail {
  const what = failure.error
    ? "was not written"
    : "was written, but not copied to the second place";
  return {
    to,
    subject: `The ${p.brand} website's nightly backup failed`,
    text: [
      `The backup of ${failure.day} ${what}:`,
      "",
      `  ${failure.error ?? failure.copyError}`,
      "",
      "Please ask whoever looks after the server to check it. Until then you can download a backup yourself under Update Credentials (" +
        `${p.siteUrl}/admin-updateCredentials); that page also shows the last backup that worked.`,
      "",
      "This email is sent once: the next failures are shown there, not emailed, until a backup works again.",
    ].join("\n"),
  };
}

/** What the visitor sent, in our words: a message, or a plan of our catalogue. */
export type Acknowledged =
  | { form: "message" }
  | {
      form: "plan request";
      plan: PlanName;
      duration: PlanDuration;
      /** when UPI is configured: the amount and the signed payment page */
      payment?: { amount: number; pageUrl: string };
      /** the intake questionnaire's signed link */
      intakeUrl?: string;
    };

export function acknowledgement(to: string, about: Acknowledged, p: Practice): OutgoingMail {
  const thanks =
    about.form === "message"
      ? `Thank you for your message to ${p.brand}.`
      : `Thank you for your request for the ${about.plan} (${about.duration}) at ${p.brand}.`;
  return {
    to,
    subject: `We received your ${about.form}`,
    text:
      [
        "Hello,",
        "",
        `${thanks} We reply within 24 hours on working days (Monday to Saturday).`,
        `For anything urgent, call ${p.phone}.`,
        ...(about.form === "plan request" ? upiLines(about.payment) : []),
        ...(about.form === "plan request" ? intakeLines(about.intakeUrl) : []),
        "",
        `If you did not write to us, someone entered your address on ${p.siteUrl}: please ignore this email.`,
      ].join("\n") + signature(p),
  };
}

/**
 * After a completed appointment, once: a short request for a review at the practice's maps page.
 * No rating gate: everyone gets the same link.
 */
export function reviewRequest(to: string, p: Practice, reviewUrl: string): OutgoingMail {
  return {
    to,
    subject: `Thank you for visiting ${p.brand}`,
    text:
      [
        "Hello,",
        "",
        `Thank you for your consultation with Dt. ${p.practitioner}. We hope it helped.`,
        "",
        "If you have a minute, a short review helps others find us and tells us how we did.",
        `Write a review: ${reviewUrl}`,
        "",
        `Questions about your plan? Call or message us on ${p.phone}.`,
      ].join("\n") + signature(p),
  };
}

/**
 * The last line of every email to a visitor (added where the outbox stores it,
 * lib/mail/data/outbox.ts): the signed link that asks us to delete their data. Never in owner mail.
 */
export function withDeletionLink(mail: OutgoingMail, deletionUrl: string): OutgoingMail {
  const line = `To ask us to delete the data we hold about you: ${deletionUrl}`;
  return { ...mail, text: `${mail.text}\n\n${line}` };
}

/** To the owner: a visitor asked, through the link in one of our emails, to have their data deleted. */
export function deletionRequestNotice(
  to: string,
  request: { email: string; receivedAt: Date; handleUrl: string },
  p: Practice,
): OutgoingMail {
  const when = whenText({ date: istDate(request.receivedAt), time: istTime(request.receivedAt) });
  return {
    to,
    // the "reply" the last line asks for goes to the person
    replyTo: request.email,
    subject: `Data deletion request: ${request.email}`,
    text: [
      `The person at ${request.email} asked, with the link in one of our emails, that ${p.brand} delete the data it holds about them.`,
      "",
      `Received: ${when}`,
      "",
      `Find and erase their records (Data Requests): ${request.handleUrl}`,
      "",
      `The privacy policy promises to act within ${ERASURE_DAYS} days. Records that the law requires you to keep (such as invoices) may stay; say so in your reply.`,
    ].join("\n"),
  };
}
