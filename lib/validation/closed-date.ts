import { z } from "zod";
import { isSingleLine, singleLineMessage } from "./fields";

export const closedDateSchema = z.object({
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date (YYYY-MM-DD)"),
  reason: z
    .string()
    .trim()
    .refine(isSingleLine, singleLineMessage("Reason"))
    .max(200, "Reason must be at most 200 characters")
    .optional()
    .default(""),
});
