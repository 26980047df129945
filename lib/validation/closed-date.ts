import { z } from "zod";

export const closedDateSchema = z.object({
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date (YYYY-MM-DD)"),
  reason: z
    .string()
    .trim()
    .max(200, "Reason must be at most 200 characters")
    .optional()
    .default(""),
});
