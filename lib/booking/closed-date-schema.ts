import { z } from "zod";
import { isRealDate } from "./appointment-schema";
import { DATE_BOUNDS, withinBound } from "../forms/date-bounds";
import { isSingleLine, singleLineMessage } from "../forms/fields";

/** Why the owner keeps a date or part of it free (optional, one line). */
export const reasonField = z
  .string()
  .trim()
  .refine(isSingleLine, singleLineMessage("Reason"))
  .max(200, "Reason must be at most 200 characters")
  .optional()
  .default("");

/** A closed date as its URL names it (a stored one may be older than a new one may be). */
export const closedDateText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date (YYYY-MM-DD)");

export const closedDateSchema = z.object({
  date: closedDateText
    .refine(isRealDate, "Enter a real date (YYYY-MM-DD)")
    .refine(
      (v) => withinBound(v, DATE_BOUNDS.calendar),
      "Choose a date from a year ago to two years ahead",
    ),
  reason: reasonField,
});
