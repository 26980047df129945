import { calculateBmi } from "@/lib/clients/bmi";
import { INTAKE_ANSWER_FIELDS } from "@/lib/clients/intake-view";
import type {
  INTAKE_ACTIVITY,
  INTAKE_CONDITIONS,
  INTAKE_DIETS,
  INTAKE_GOALS,
  INTAKE_SEXES,
  IntakeAnswers,
} from "@/lib/clients/intake-schema";

/**
 * The intake form's state and what it sends to POST /api/intake/{token}, free of UI. Only types
 * come from lib/clients/intake-schema: the module builds zod schemas, kept out of the page's first
 * load, so its lists and limits reach the form as props from the page.
 */

export type IntakeChoices = {
  sex: typeof INTAKE_SEXES;
  goal: typeof INTAKE_GOALS;
  diet: typeof INTAKE_DIETS;
  activity: typeof INTAKE_ACTIVITY;
  conditions: typeof INTAKE_CONDITIONS;
};

/** REPORT_TYPES' keys and MAX_REPORT_BYTES */
export type ReportRules = { types: readonly string[]; maxBytes: number };

/** Every answer but the conditions, as the inputs hold it: text. */
export const INTAKE_TEXT_FIELDS = INTAKE_ANSWER_FIELDS.filter(
  (field): field is Exclude<(typeof INTAKE_ANSWER_FIELDS)[number], "conditions"> =>
    field !== "conditions",
);
export type IntakeTextField = (typeof INTAKE_TEXT_FIELDS)[number];

export type IntakeFormValues = Record<IntakeTextField, string> & {
  conditions: string[];
  healthConsent: boolean;
};

/** The form filled in with the answers sent before; the consent is asked again each time. */
export function initialIntakeValues(answers?: IntakeAnswers): IntakeFormValues {
  const text = Object.fromEntries(
    INTAKE_TEXT_FIELDS.map((field) => [field, answers?.[field]?.toString() ?? ""]),
  ) as Record<IntakeTextField, string>;
  return { ...text, conditions: [...(answers?.conditions ?? [])], healthConsent: false };
}

/**
 * JSON, or multipart when a report is attached (each condition its own `conditions` entry).
 * Empty fields are sent as "": the schema reads them as not answered.
 */
export function intakeRequestBody(
  values: IntakeFormValues,
  report: File | null,
): FormData | IntakeFormValues {
  if (!report) return { ...values, conditions: [...values.conditions] };
  const form = new FormData();
  for (const field of INTAKE_TEXT_FIELDS) form.append(field, values[field]);
  for (const condition of values.conditions) form.append("conditions", condition);
  form.append("healthConsent", String(values.healthConsent));
  form.append("report", report);
  return form;
}

/** A size in MB rounded up to one decimal, so 10 MB and a byte is not "10 MB". */
const megabytes = (bytes: number) => String(Math.ceil((bytes / 1024 / 1024) * 10) / 10);

/**
 * Why the browser refuses a chosen report, or null; the server checks its content again. A
 * refused file is dropped, not kept to block the form: the report is optional.
 */
export function reportProblem(
  file: Pick<File, "size" | "type">,
  { types, maxBytes }: ReportRules,
): string | null {
  if (!types.includes(file.type))
    return "This file is not a PDF or a JPEG, PNG or WebP photo, so it was not attached.";
  if (file.size === 0) return "This file is empty, so it was not attached.";
  if (file.size > maxBytes)
    return `This file is ${megabytes(file.size)} MB, over the ${megabytes(maxBytes)} MB limit, so it was not attached.`;
  return null;
}

/**
 * The BMI shown while the client types, or null until both are plain numbers in the schema's
 * ranges (height 50–250 cm, weight 2–300 kg): a half-typed "1" of "165" must not announce 250,000.
 */
export function bmiText(heightCm: string, weightKg: string): string | null {
  const height = Number(heightCm);
  const weight = Number(weightKg);
  if (!(height >= 50 && height <= 250 && weight >= 2 && weight <= 300)) return null;
  const result = calculateBmi(weightKg, heightCm);
  return result.ok ? `Your BMI: ${result.bmi} (${result.category})` : null;
}
