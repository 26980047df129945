import { z } from "zod";
import { DATE_BOUNDS, notBefore } from "../forms/date-bounds";

/**
 * A measurement the owner records at a visit (POST /api/admin/clients/{id}/measurements), checked
 * the same in her browser and on the server. Only the date and the weight are required.
 */
const emptyToUndefined = (value: unknown) =>
  value === "" || value === null || value === undefined ? undefined : value;

const number = (message: string, min: number, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: message })
      .refine(Number.isFinite, message)
      .min(min, message)
      .max(max, message)
      .transform((value) => Math.round(value * 10) / 10)
      .optional(),
  );

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A day (YYYY-MM-DD) that exists, not in the future, within the last 20 years. */
export const pastDate = (required: string) =>
  z
    .string({ error: required })
    .regex(DATE, required)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, "Enter a real date")
    .refine((value) => {
      const time = new Date(`${value}T00:00:00Z`).getTime();
      return Number.isNaN(time) || time <= Date.now() + 86_400_000; // a bad date is said above
    }, "The date cannot be in the future")
    .refine(
      (value) => notBefore(value, DATE_BOUNDS.measurement),
      "Enter a date within the last 20 years",
    );

export const measurementSchema = z.object({
  date: pastDate("Enter the date of the measurement"),
  weightKg: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "Enter the weight in kilograms, between 2 and 300" })
      .min(2, "Enter the weight in kilograms, between 2 and 300")
      .max(300, "Enter the weight in kilograms, between 2 and 300")
      .transform((value) => Math.round(value * 10) / 10),
  ),
  waistCm: number("Enter the waist in centimetres, between 30 and 250", 30, 250),
  hipCm: number("Enter the hip in centimetres, between 30 and 250", 30, 250),
  bodyFatPct: number("Enter the body fat in per cent, between 2 and 70", 2, 70),
  bp: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{2,3}\/\d{2,3}$/, "Enter the blood pressure as systolic/diastolic, e.g. 120/80")
      .refine((value) => {
        if (!/^\d{2,3}\/\d{2,3}$/.test(value)) return true; // said by the pattern above
        const [high, low] = value.split("/").map(Number) as [number, number];
        return high >= 60 && high <= 260 && low >= 30 && low <= 160 && high > low;
      }, "Enter the blood pressure as systolic/diastolic, e.g. 120/80")
      .optional(),
  ),
  note: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .overwrite((value) => value.replace(/\r\n?/g, "\n").replace(/[^\P{Cc}\n\t]/gu, ""))
      .trim()
      .max(1000, "The note must be at most 1000 characters")
      .optional(),
  ),
});

export type MeasurementInput = z.input<typeof measurementSchema>;

/** What the owner may change of a client's profile (PATCH /api/admin/clients/{id}). */
export const clientProfileSchema = z.object({
  /** absent keeps the name; empty is refused */
  name: z
    .string({ error: "Name must be text" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters")
    .refine((value) => !/[\p{Cc}]/u.test(value), "Name must be a single line")
    .optional(),
  /** empty clears the goal */
  goalKg: z.preprocess(
    (value) => (value === "" ? null : value),
    z
      .union([
        z.null(),
        z.coerce
          .number({ error: "Enter the goal weight in kilograms, between 2 and 300" })
          .min(2, "Enter the goal weight in kilograms, between 2 and 300")
          .max(300, "Enter the goal weight in kilograms, between 2 and 300")
          .transform((value) => Math.round(value * 10) / 10),
      ])
      .optional(),
  ),
});
