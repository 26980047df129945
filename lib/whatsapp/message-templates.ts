/**
 * The owner's WhatsApp messages: eight kinds, each with a default text the owner can replace
 * (stored by lib/whatsapp/data.ts). Texts use {placeholders}, filled per client by
 * fillTemplate. Pure and client-safe (no zod), so the admin screen may import it.
 */

export const WHATSAPP_TEMPLATE_KINDS = [
  "confirmation",
  "reminder",
  "follow-up",
  "payment-reminder",
  "review-request",
  "intake",
  "renewal",
  "diet-chart",
] as const;
export type WhatsAppTemplateKind = (typeof WHATSAPP_TEMPLATE_KINDS)[number];

/** Each kind's text, keyed by kind: what the builders take. */
export type WhatsAppTemplateTexts = Record<WhatsAppTemplateKind, string>;

export const WHATSAPP_TEMPLATE_MAX = 1000;

const sign = "\n\nWarm regards,\nDt. {practitioner}\n{brand}";

export const WHATSAPP_TEMPLATES: Record<
  WhatsAppTemplateKind,
  { label: string; offeredFor: string; defaultText: string }
> = {
  confirmation: {
    label: "Confirmation",
    offeredFor: "appointments",
    defaultText:
      "Namaste {name},\n\nYour {consultation} with {practitioner} is confirmed for {date}, {time}, {where}. Your booking reference is {reference}.\n\nPlease keep your recent reports handy. To change the time, just reply here or call {phone}." +
      sign,
  },
  reminder: {
    label: "Reminder",
    offeredFor: "appointments",
    defaultText:
      "Namaste {name},\n\nA gentle reminder of your {consultation} with {practitioner} on {date}, {time}, {where} (reference {reference}).\n\nKindly reply to confirm, or let us know if you need another time." +
      sign,
  },
  "follow-up": {
    label: "Follow-up",
    offeredFor: "appointments and plan requests",
    defaultText:
      "Namaste {name},\n\nThank you for getting in touch with {brand}. We are following up on your request (reference {reference}). Do let us know how we can help, or if you have any questions." +
      sign,
  },
  "payment-reminder": {
    label: "Payment reminder",
    offeredFor: "plan requests",
    defaultText:
      "Namaste {name},\n\nThank you for choosing the {plan} ({duration}). A gentle reminder that the fee of {price} is still due (reference {reference}). Please reply here once it is paid, or if you would like the payment details again." +
      sign,
  },
  "review-request": {
    label: "Review request",
    offeredFor: "appointments",
    defaultText:
      "Namaste {name},\n\nThank you for visiting {brand}. If our advice has helped you, we would be grateful for a short review: {reviewLink}\n\nIt helps others find us." +
      sign,
  },
  intake: {
    label: "Intake form",
    offeredFor: "appointments, plan requests and the client's page",
    defaultText:
      "Namaste {name},\n\nBefore your first consultation, please answer a few questions about your health, meals and routine, so that {practitioner} can prepare for you: {intakeLink}\n\nIt takes about five minutes, and only {practitioner} sees your answers." +
      sign,
  },
  renewal: {
    label: "Renewal",
    offeredFor: "programmes ending soon (the Today desk)",
    defaultText:
      "Namaste {name},\n\nYour {plan} ({duration}) ends on {date}. To carry on without a break, renew it for another {duration} ({price}): {payLink}" +
      sign,
  },
  "diet-chart": {
    label: "Diet chart ready",
    offeredFor: "the client's page",
    defaultText:
      "Namaste {name},\n\nYour diet chart from {practitioner} is ready: {chartLink}\n\nYou can print it or download the PDF there. The link is yours alone, so please keep it to yourself." +
      sign,
  },
};

/** Which kinds the owner is offered for each kind of submission (contact messages have no phone). */
export const APPOINTMENT_TEMPLATE_KINDS = [
  "confirmation",
  "reminder",
  "follow-up",
  "review-request",
] as const satisfies readonly WhatsAppTemplateKind[];
export const PLAN_TEMPLATE_KINDS = [
  "follow-up",
  "payment-reminder",
] as const satisfies readonly WhatsAppTemplateKind[];

/** The placeholders a text may use, what each stands for, and its wording when a client has no value. */
export const WHATSAPP_PLACEHOLDERS = {
  name: { meaning: "the client's name", missing: "there" },
  reference: { meaning: "the booking reference, e.g. 3F9A1C", missing: "not yet given" },
  date: {
    meaning: "the appointment date, e.g. Tuesday, 1 December 2026",
    missing: "a date to be agreed",
  },
  time: { meaning: "the appointment time, e.g. 10:30 am IST", missing: "time to be agreed" },
  consultation: {
    meaning: "the appointment type, e.g. follow-up",
    missing: "appointment",
  },
  where: {
    meaning:
      "how it is held: at the clinic's address with directions, the video room's link, or that you will call the client's number",
    missing: "at our clinic",
  },
  plan: { meaning: "the plan requested, e.g. Premium Plan", missing: "your plan" },
  duration: { meaning: "the plan's duration, e.g. 2 Months", missing: "the agreed period" },
  price: { meaning: "the plan's price, e.g. ₹5,499", missing: "the agreed fee" },
  brand: { meaning: "the practice's name", missing: "our clinic" },
  practitioner: { meaning: "the dietician's name", missing: "our dietician" },
  phone: { meaning: "the practice's phone number", missing: "our usual number" },
  reviewLink: { meaning: "the link to review the practice on Google Maps", missing: "" },
  intakeLink: { meaning: "the client's own link to the intake questionnaire", missing: "" },
  payLink: {
    meaning: "the UPI payment page of the client's renewal",
    missing: "just reply to this message",
  },
  chartLink: { meaning: "the client's own link to their diet chart", missing: "" },
} as const satisfies Record<string, { meaning: string; missing: string }>;
export type WhatsAppPlaceholder = keyof typeof WHATSAPP_PLACEHOLDERS;
export type WhatsAppValues = Partial<Record<WhatsAppPlaceholder, string>>;

const isPlaceholder = (key: string): key is WhatsAppPlaceholder =>
  Object.hasOwn(WHATSAPP_PLACEHOLDERS, key);

/**
 * The text with each known {placeholder} replaced by its value, or by its wording for a missing
 * value (an empty value counts as missing). Unknown {words} stay as they are, and a value is
 * never read again for placeholders (a client named "{price}" stays "{price}").
 */
export function fillTemplate(text: string, values: WhatsAppValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!isPlaceholder(key)) return whole;
    const value = values[key]?.trim();
    return value ? value : WHATSAPP_PLACEHOLDERS[key].missing;
  });
}

export const isWhatsAppTemplateKind = (kind: string): kind is WhatsAppTemplateKind =>
  (WHATSAPP_TEMPLATE_KINDS as readonly string[]).includes(kind);

export const defaultWhatsAppTexts = (): WhatsAppTemplateTexts =>
  Object.fromEntries(
    WHATSAPP_TEMPLATE_KINDS.map((kind) => [kind, WHATSAPP_TEMPLATES[kind].defaultText]),
  ) as WhatsAppTemplateTexts;
