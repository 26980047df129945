import { CONSULTATION_MODES } from "@/lib/booking/appointment-types";
import { z } from "zod";
import { PLAN_DURATIONS, PLAN_NAMES } from "@/lib/content/plan-names";
import { appointmentDate, isRealDate, SLOT_TIME } from "../booking/appointment-schema";
import { DATE_BOUNDS, withinBound } from "../forms/date-bounds";

const objectId = (message: string) => z.string({ error: message }).regex(/^[a-f0-9]{24}$/, message);

/**
 * POST /api/admin/clients/{id}/programmes: a plan and its duration from the catalogue, the day it
 * starts (a programme paid last week starts last week; DATE_BOUNDS.programmeStart), and the paid plan request
 * it is for, when there is one. The pair is checked against the catalogue on the server.
 */
export const programmeStartSchema = z.object({
  plan: z.enum(PLAN_NAMES, { error: `Plan must be one of ${PLAN_NAMES.join(", ")}` }),
  duration: z.enum(PLAN_DURATIONS, {
    error: `Duration must be one of ${PLAN_DURATIONS.join(", ")}`,
  }),
  startDate: z
    .string({ error: "Start date is required" })
    .trim()
    .min(1, "Start date is required")
    .refine(isRealDate, "Enter a real date (YYYY-MM-DD)")
    .refine(
      (v) => withinBound(v, DATE_BOUNDS.programmeStart),
      "Choose a start date from two years ago to a year ahead",
    ),
  planRequestId: z.preprocess(
    (v) => (v === "" ? undefined : v),
    objectId("Choose a plan request").optional(),
  ),
});
export type ProgrammeStartInput = z.infer<typeof programmeStartSchema>;

/**
 * PATCH /api/admin/clients/{id}/programmes/{programmeId}: the weekday of her weekly weigh-in
 * (0 Sunday … 6 Saturday, as `Date.getUTCDay()` counts India's calendar days; her phone is
 * reminded that day while the programme runs), or null for none.
 */
export const programmeUpdateSchema = z.object({
  weighInDay: z.preprocess(
    (v) => (v === "" ? null : typeof v === "string" && /^\d$/.test(v) ? Number(v) : v),
    z
      .number({ error: "Choose a day of the week" })
      .int("Choose a day of the week")
      .min(0, "Choose a day of the week")
      .max(6, "Choose a day of the week")
      .nullable(),
  ),
});
export type ProgrammeUpdateInput = z.infer<typeof programmeUpdateSchema>;

/** POST /api/admin/clients/{id}/follow-ups: a free slot, today or later, for a programme. */
export const followUpVisitSchema = z.object({
  programmeId: objectId("Choose the programme the visit is for"),
  date: appointmentDate,
  time: z.string({ error: "Choose a time" }).trim().regex(SLOT_TIME, "Choose a time from the list"),
  /** clinic, video or phone; the follow-up type's first mode when absent */
  mode: z
    .enum(CONSULTATION_MODES, { error: "Choose in the clinic, video or phone" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

/** A client's programme as the owner sees it (client page, desk, API). */
export type ProgrammeItem = {
  _id: string;
  clientId: string;
  plan: string;
  duration: string;
  startDate: string;
  endDate: string;
  followUpsIncluded: number;
  /** booked or held follow-up visits (not cancelled) */
  followUpsUsed: number;
  /** on today's date: days left counting the last day; 0 once ended; not started yet counts from the start */
  daysLeft: number;
  state: "upcoming" | "active" | "ended";
  /** when the renewal reminder for the current end date went out */
  renewalRemindedAt?: string;
  /** how many times it was renewed */
  renewals: number;
  /** the weekday of her weekly weigh-in (0 Sunday … 6 Saturday), when the owner set one */
  weighInDay?: number;
};
