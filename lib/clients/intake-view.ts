import type { IntakeAnswers } from "./intake-schema";

/** Every answer of the questionnaire, in the form's order (zod-free, for the form's bundle too). */
export const INTAKE_ANSWER_FIELDS = [
  "heightCm",
  "weightKg",
  "waistCm",
  "dateOfBirth",
  "sex",
  "goal",
  "diet",
  "conditions",
  "medicines",
  "allergies",
  "activity",
  "sleepHours",
  "waterLitres",
  "typicalDay",
] as const satisfies readonly (keyof IntakeAnswers)[];

/** The answers as the owner sees them (lib/clients/data/intakes.ts, `intakeOf`): health data. */
export type IntakeView = IntakeAnswers & {
  _id: string;
  bmi: number;
  sentAt: string;
  updatedAt: string;
  healthConsent: { givenAt: string; policyVersion: string };
  report?: { filename: string; contentType: string; size: number; url: string };
};

/**
 * What the intake page (`/intake?token=…`) gets for its link (lib/clients/data/intakes.ts,
 * `intakeForLink`): the form to fill in or correct, or why the link cannot be used.
 */
export type IntakeLinkView =
  | {
      status: "open";
      /** the client's name as the booking or plan request gave it */
      name: string;
      /** the first visit's date and time in words (India time), when there is one */
      firstVisit?: string;
      /** the answers sent before, for correcting them; absent the first time */
      answers?: IntakeAnswers;
      /** the file name of a report sent before */
      report?: string;
    }
  /** a link we did not sign, or whose booking or request is gone */
  | { status: "invalid" }
  /** the link's 30 days are over */
  | { status: "expired" }
  /** the first visit has begun: answers can no longer be changed here */
  | { status: "closed" };

export const INTAKE_LINK_MESSAGES = {
  invalid: "This link does not work. Please use the link in your email, or call us.",
  expired: "This link has expired. Please call us or write to us for a new one.",
  closed:
    "Your first visit has begun, so the form can no longer be changed here. Tell us anything new at your next visit.",
} as const;
