import { z } from "zod";
import { CONSULTATION_MODES } from "@/lib/booking/appointment-types";
import { toMinutes, type TimeRange } from "@/lib/booking/clinic-hours";
import { CELL_MINUTES } from "@/lib/booking/slots";
import { isRealDate } from "./appointment-schema";
import { DATE_BOUNDS, withinBound } from "../forms/date-bounds";
import { reasonField } from "./closed-date-schema";
import { singleLineText } from "../forms/fields";

/** The owner's consultation settings: appointment types, weekly hours, part-day blocks, meeting link. */

const wholeMinutes = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number of minutes` })
    .int(`${label} must be whole minutes`)
    .min(min, `${label} must be at least ${min} minutes`)
    .max(max, `${label} must be at most ${max} minutes`)
    .refine(
      (v) => v % CELL_MINUTES === 0,
      `${label} must be a multiple of ${CELL_MINUTES} minutes`,
    );

const time = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time (HH:mm)`)
    .refine(
      (v) => toMinutes(v) % CELL_MINUTES === 0,
      `${label} must be on a ${CELL_MINUTES}-minute mark`,
    );

export const timeRange = z
  .object({ from: time("From"), to: time("To") })
  .refine((r) => r.from < r.to, {
    message: "Each interval must end after it starts",
    path: ["to"],
  });

/** A day's intervals, in order and apart (a lunch break between two). */
const dayIntervals = z
  .array(timeRange)
  .max(6, "At most 6 intervals a day")
  .refine(
    (ranges: TimeRange[]) => ranges.every((r, i) => i === 0 || ranges[i - 1]!.to <= r.from),
    "Intervals must be in order and must not overlap",
  );

export const weeklyHoursSchema = z.array(dayIntervals).length(7, "Give the hours of all 7 days");

const meetingUrl = z
  .string()
  .trim()
  .max(300, "The meeting link must be at most 300 characters")
  .refine(
    (v) => v === "" || /^https:\/\/[^\s]+$/.test(v),
    "The meeting link must start with https://",
  );

export const consultationSettingsSchema = z
  .object({ hours: weeklyHoursSchema, meetingUrl })
  .partial()
  .refine((v) => v.hours !== undefined || v.meetingUrl !== undefined, "Nothing to save");
export type ConsultationSettingsInput = z.infer<typeof consultationSettingsSchema>;

export const appointmentTypeSchema = z
  .object({
    name: singleLineText("Name", 60),
    durationMinutes: wholeMinutes("Duration", 10, 240),
    bufferMinutes: wholeMinutes("Buffer", 0, 120).default(0),
    price: z
      .union([
        z.literal("").transform(() => undefined),
        z.null().transform(() => undefined),
        z.coerce
          .number({ error: "Price must be a number of rupees" })
          .int("Price must be whole rupees")
          .min(1, "Price must be at least ₹1")
          .max(1_000_000, "Price must be at most ₹10,00,000"),
      ])
      .optional(),
    modes: z
      .array(z.enum(CONSULTATION_MODES, { error: "Choose clinic, video or phone" }))
      .min(1, "Choose at least one mode")
      .transform((modes) => CONSULTATION_MODES.filter((m) => modes.includes(m))),
    newClients: z.boolean().default(true),
    prepay: z.boolean().default(false),
    offered: z.boolean().default(true),
    order: z.coerce.number().int().min(0).max(1000).optional(),
  })
  .refine((t) => !t.prepay || t.price !== undefined, {
    message: "Set a price to ask for payment ahead",
    path: ["prepay"],
  });
export type AppointmentTypeInput = z.infer<typeof appointmentTypeSchema>;

export const timeBlockSchema = z
  .object({
    date: z
      .string({ error: "Date is required" })
      .trim()
      .refine(isRealDate, "Enter a real date (YYYY-MM-DD)")
      .refine(
        (v) => withinBound(v, DATE_BOUNDS.calendar),
        "Choose a date from a year ago to two years ahead",
      ),
    from: time("From"),
    to: time("To"),
    reason: reasonField,
  })
  .refine((b) => b.from < b.to, { message: "The block must end after it starts", path: ["to"] });
export type TimeBlockInput = z.infer<typeof timeBlockSchema>;
