import { z } from "zod";
import { isSingleLine, singleLineMessage } from "./fields";

/** Why the owner keeps a date or part of it free (optional, one line). */
export const reasonField = z
  .string()
  .trim()
  .refine(isSingleLine, singleLineMessage("Reason"))
  .max(200, "Reason must be at most 200 characters")
  .optional()
  .default("");

export const closedDateSchema = z.object({
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date (YYYY-MM-DD)"),
  reason: reasonField,
});
