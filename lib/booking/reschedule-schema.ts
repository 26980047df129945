import { z } from "zod";
import { appointmentDate, SLOT_TIME } from "./appointment-schema";

/** Moving a booked appointment with the signed link of its latest email: the new date and time (IST). */
export const rescheduleSchema = z.object({
  token: z.string({ error: "The reschedule link is missing its token" }).min(1, "Required"),
  date: appointmentDate,
  time: z.string({ error: "Choose a new time" }).trim().regex(SLOT_TIME, "Choose a new time"),
});

export type RescheduleInput = z.infer<typeof rescheduleSchema>;

/** The free times a booking can move to on a date, asked with its signed link. */
export const rescheduleSlotsSchema = rescheduleSchema.pick({ token: true }).extend({
  date: z
    .string({ error: "Enter a date (YYYY-MM-DD)" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date (YYYY-MM-DD)"),
});
