import { z } from "zod";
import { CONSULTATION_MODES, type ConsultationMode } from "@/lib/booking/appointment-types";
import { istDate } from "@/lib/booking/slots";
import { DATE_BOUNDS, notAfter } from "../forms/date-bounds";
import { email, multiLineText, name, phone } from "../forms/fields";
import type { PaymentStep, PlanPayment } from "../payments/payment-schema";
import type { RecordBase } from "../server/record";
import type { AppointmentStatus, FollowUp } from "../submissions/submission-status";

/** Today's date in the clinic's time zone (India), YYYY-MM-DD. */
export const todayInIndia = (now: Date = new Date()): string => istDate(now);

export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const appointmentDate = z
  .string({ error: "Date is required" })
  .trim()
  .min(1, "Date is required")
  .refine(isRealDate, "Enter a real date (YYYY-MM-DD)")
  .refine((v) => v >= todayInIndia(), "Choose today or a later date")
  .refine((v) => notAfter(v, DATE_BOUNDS.booking), "Choose a date within a year from today");

/** A slot's start, HH:mm (IST). */
export const SLOT_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const appointmentSchema = z.object({
  name,
  email,
  phone,
  disease: multiLineText("Reason for appointment", 500),
  date: appointmentDate,
  /** Optional slot start in IST. Without it the booking is a date-only request, as in the spec. */
  time: z
    .string()
    .trim()
    .regex(SLOT_TIME, "Choose a time from the list")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** an appointment type's id (GET /api/appointment-types); the default type when absent */
  type: z
    .string()
    .trim()
    .max(80)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** clinic, video or phone; the type's first mode when absent */
  mode: z
    .enum(CONSULTATION_MODES, { error: "Choose in the clinic, video or phone" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export type AppointmentInput = z.infer<typeof appointmentSchema>;

export { APPOINTMENT_STATUSES, type AppointmentStatus } from "../submissions/submission-status";

/** A stored appointment, as the admin list and the API show it. */
export type AppointmentItem = RecordBase & {
  name: string;
  email: string;
  phone: string;
  disease: string;
  date: string;
  /** HH:mm IST when a slot was booked; absent for a date-only request */
  time?: string;
  /** the appointment type's name as booked, and how it is held */
  typeName?: string;
  mode?: ConsultationMode;
  /** the type's price when booked, rupees */
  price?: number;
  /** who cancelled, when `status` is "cancelled" */
  cancelledBy?: "client" | "practice";
  /** with a price: its UPI payment (the owner's API; none stored reads as unpaid) */
  payment?: PlanPayment;
  /** when its reminder email went into the outbox (ISO); absent until then */
  reminderSentAt?: string;
} & FollowUp<AppointmentStatus>;

/** POST /api/appointments: the booking, and its UPI step when its type is paid ahead. */
export type AppointmentAnswer = {
  success: true;
  data: AppointmentItem;
  payment?: PaymentStep;
};
