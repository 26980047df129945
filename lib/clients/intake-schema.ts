import { z } from "zod";

/**
 * The intake questionnaire a client fills in before the first visit (`/intake?token=…`), checked
 * the same in the browser and by POST /api/intake/{token}. Height, weight and the health-data
 * consent are required; everything else may stay empty. Health data: shown to the owner alone.
 */

export const INTAKE_SEXES = { female: "Female", male: "Male", other: "Other" } as const;
export const INTAKE_GOALS = {
  "weight-loss": "Weight loss",
  "weight-gain": "Weight gain",
  condition: "Managing a health condition",
  pregnancy: "Pregnancy or breastfeeding",
  sports: "Sports and fitness",
  "general-health": "General health",
} as const;
export const INTAKE_DIETS = {
  vegetarian: "Vegetarian",
  eggetarian: "Eggetarian",
  "non-vegetarian": "Non-vegetarian",
  vegan: "Vegan",
  jain: "Jain",
} as const;
export const INTAKE_CONDITIONS = {
  diabetes: "Diabetes",
  thyroid: "Thyroid",
  pcod: "PCOD / PCOS",
  hypertension: "High blood pressure",
  cholesterol: "High cholesterol",
  kidney: "Kidney disease",
  other: "Other",
} as const;
export const INTAKE_ACTIVITY = {
  sedentary: "Mostly sitting",
  light: "Light (walks, housework)",
  moderate: "Moderate (exercise 3–4 days a week)",
  active: "Active (exercise most days or physical work)",
} as const;

/** A report the client may attach: a PDF or a photo of one, up to 10 MB. */
export const REPORT_TYPES = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
} as const;
export const MAX_REPORT_BYTES = 10 * 1024 * 1024;

const keysOf = <T extends Record<string, string>>(labels: T) =>
  Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];

/** An empty field of the form is "not answered". */
const emptyToUndefined = (value: unknown) =>
  value === "" || value === null || value === undefined ? undefined : value;

const measure = (label: string, unit: string, min: number, max: number, required: boolean) => {
  const message = `Enter your ${label} in ${unit}, between ${min} and ${max}.`;
  const number = z.coerce
    .number({ error: message })
    .refine(Number.isFinite, message)
    .min(min, message)
    .max(max, message)
    .transform((value) => Math.round(value * 10) / 10);
  // a missing required value coerces to NaN, which fails with the same sentence
  return required
    ? z.preprocess(emptyToUndefined, number)
    : z.preprocess(emptyToUndefined, number.optional());
};

const choice = <T extends Record<string, string>>(labels: T, message: string) =>
  z.preprocess(emptyToUndefined, z.enum(keysOf(labels), { error: message }).optional());

const answer = (label: string, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string({ error: `${label} must be text` })
      .overwrite((value) => value.replace(/\r\n?/g, "\n").replace(/[^\P{Cc}\n\t]/gu, ""))
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .optional(),
  );

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOfBirth = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: "Enter your date of birth" })
    .regex(DATE, "Enter your date of birth as a date")
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
      const age = (Date.now() - date.getTime()) / (365.25 * 86_400_000);
      return age >= 1 && age <= 120;
    }, "Enter a date of birth between 1 and 120 years ago")
    .optional(),
);

export const intakeSchema = z.object({
  heightCm: measure("height", "centimetres", 50, 250, true),
  weightKg: measure("weight", "kilograms", 2, 300, true),
  waistCm: measure("waist", "centimetres", 30, 250, false),
  dateOfBirth,
  sex: choice(INTAKE_SEXES, "Choose one of the options"),
  goal: choice(INTAKE_GOALS, "Choose one of the goals"),
  diet: choice(INTAKE_DIETS, "Choose one of the diets"),
  conditions: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? [] : value),
    z
      .array(z.enum(keysOf(INTAKE_CONDITIONS), { error: "Choose from the listed conditions" }), {
        error: "Choose from the listed conditions",
      })
      .max(Object.keys(INTAKE_CONDITIONS).length)
      .transform((list) => [...new Set(list)]),
  ),
  medicines: answer("Medicines", 1000),
  allergies: answer("Allergies and intolerances", 1000),
  activity: choice(INTAKE_ACTIVITY, "Choose how active you are"),
  sleepHours: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "Enter the hours you sleep, between 2 and 16" })
      .min(2, "Enter the hours you sleep, between 2 and 16")
      .max(16, "Enter the hours you sleep, between 2 and 16")
      .optional(),
  ),
  waterLitres: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "Enter the litres of water you drink a day, between 0 and 10" })
      .min(0, "Enter the litres of water you drink a day, between 0 and 10")
      .max(10, "Enter the litres of water you drink a day, between 0 and 10")
      .optional(),
  ),
  typicalDay: answer("A typical day's meals", 3000),
  healthConsent: z.preprocess(
    (value) => value === true || value === "true" || value === "on",
    z.literal(true, {
      error: "Please agree to how we use your health information to send the form",
    }),
  ),
});

export type IntakeInput = z.input<typeof intakeSchema>;
type Parsed = z.output<typeof intakeSchema>;
/** The answers as stored: height, weight and the conditions (maybe none) always; the rest when given. */
export type IntakeAnswers = Pick<Parsed, "heightCm" | "weightKg" | "conditions"> &
  Partial<Omit<Parsed, "heightCm" | "weightKg" | "conditions" | "healthConsent">>;
