import { z } from "zod";
import { appointmentDate } from "./appointment";

/** Moving a booked appointment with the signed link of its latest email: the new date and time (IST). */
export const rescheduleSchema = z.object({
  token: z.string({ error: "The reschedule link is missing its token" }).min(1, "Required"),
  date: appointmentDate,
  time: z
    .string({ error: "Choose a new time" })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose a new time"),
});

export type RescheduleInput = z.infer<typeof rescheduleSchema>;
