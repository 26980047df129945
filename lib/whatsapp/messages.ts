import { whereForWhatsapp } from "@/lib/booking/consultation-place";
import { bookingReference } from "@/lib/booking/booking-reference";
import type { AppointmentItem } from "@/lib/booking/appointment-schema";
import type { PlanRequestItem } from "@/lib/submissions/plan-request-schema";
import { formatMessageDate, formatMessageTime, formatRupees } from "./whatsapp-format";
import { whatsAppHref, whatsAppNumber } from "./number";
import {
  APPOINTMENT_TEMPLATE_KINDS,
  fillTemplate,
  PLAN_TEMPLATE_KINDS,
  WHATSAPP_TEMPLATES,
  type WhatsAppTemplateKind,
  type WhatsAppTemplateTexts,
  type WhatsAppValues,
} from "./message-templates";

/** One message the owner can send a client: the filled text and its wa.me link. */
export type WhatsAppMessage = {
  kind: WhatsAppTemplateKind;
  label: string;
  text: string;
  /** null when the client's phone cannot be read as a WhatsApp number */
  href: string | null;
};

/** What the messages say about the practice (lib/whatsapp/practice-values.ts reads it from lib/site). */
export type PracticeValues = {
  brand: string;
  practitioner: string;
  phone: string;
  reviewLink: string;
  address: string;
  directionsUrl: string;
  /** the owner's video room (stored; lib/booking/data/consultations.ts) */
  meetingUrl: string;
};

function build(
  templates: WhatsAppTemplateTexts,
  kinds: readonly WhatsAppTemplateKind[],
  phone: string,
  values: WhatsAppValues,
): WhatsAppMessage[] {
  const number = whatsAppNumber(phone);
  return kinds.map((kind) => {
    const text = fillTemplate(templates[kind], values);
    return {
      kind,
      label: WHATSAPP_TEMPLATES[kind].label,
      text,
      href: number ? whatsAppHref(number, text) : null,
    };
  });
}

/** With the intake questionnaire's link, its message joins the others. */
const withIntake = (kinds: readonly WhatsAppTemplateKind[], intakeLink?: string) =>
  intakeLink ? [...kinds, "intake" as const] : kinds;

type AppointmentFields = Pick<
  AppointmentItem,
  "_id" | "name" | "phone" | "date" | "time" | "typeName" | "mode"
>;
type PlanFields = Pick<PlanRequestItem, "_id" | "name" | "phone" | "plan" | "duration" | "price">;

/** Confirmation, reminder, follow-up and review request for an appointment (and the intake). */
export function appointmentWhatsApp(
  templates: WhatsAppTemplateTexts,
  appointment: AppointmentFields,
  practice: PracticeValues,
  intakeLink?: string,
): WhatsAppMessage[] {
  return build(templates, withIntake(APPOINTMENT_TEMPLATE_KINDS, intakeLink), appointment.phone, {
    brand: practice.brand,
    practitioner: practice.practitioner,
    phone: practice.phone,
    reviewLink: practice.reviewLink,
    intakeLink,
    consultation: appointment.typeName?.toLowerCase(),
    where: whereForWhatsapp(appointment.mode, { ...practice, clientPhone: appointment.phone }),
    name: appointment.name,
    reference: bookingReference(appointment._id),
    date: formatMessageDate(appointment.date),
    time: appointment.time ? formatMessageTime(appointment.time) : undefined,
  });
}

/** Follow-up and payment reminder for a plan request (and the intake). */
export function planWhatsApp(
  templates: WhatsAppTemplateTexts,
  request: PlanFields,
  practice: PracticeValues,
  intakeLink?: string,
): WhatsAppMessage[] {
  return build(templates, withIntake(PLAN_TEMPLATE_KINDS, intakeLink), request.phone, {
    ...practice,
    intakeLink,
    name: request.name,
    reference: bookingReference(request._id),
    plan: request.plan,
    duration: request.duration,
    price: formatRupees(request.price),
  });
}

/** The intake questionnaire's message, from the client's page. */
export const intakeWhatsApp = (
  templates: WhatsAppTemplateTexts,
  client: { name: string; phone: string },
  practice: PracticeValues,
  intakeLink: string,
): WhatsAppMessage[] =>
  build(templates, ["intake"], client.phone, { ...practice, name: client.name, intakeLink });

/** The renewal offer of a programme ending soon, from the Today desk. */
export const renewalWhatsApp = (
  templates: WhatsAppTemplateTexts,
  client: { name: string; phone: string },
  renewal: { plan: string; duration: string; endDate: string; price: number; payLink?: string },
  practice: PracticeValues,
): WhatsAppMessage[] =>
  build(templates, ["renewal"], client.phone, {
    ...practice,
    name: client.name,
    plan: renewal.plan,
    duration: renewal.duration,
    date: formatMessageDate(renewal.endDate),
    price: formatRupees(renewal.price),
    payLink: renewal.payLink,
  });
/** The "your diet chart is ready" message, from the client's page. */
export const dietChartWhatsApp = (
  templates: WhatsAppTemplateTexts,
  client: { name: string; phone: string },
  practice: PracticeValues,
  chartLink: string,
): WhatsAppMessage[] =>
  build(templates, ["diet-chart"], client.phone, { ...practice, name: client.name, chartLink });
