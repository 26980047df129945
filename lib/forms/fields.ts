import { z } from "zod";

/**
 * Field rules shared by every schema. Strings only: an object such as {"$ne": null} fails here.
 *
 * A one-line field (a name, a subject, a phone number) refuses control characters: a CR or LF in
 * it would forge a line in the owner's email or in the log. A free-text field keeps its lines,
 * stored with LF endings, and drops the other control characters.
 */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const LINE_END = /\r\n?|[\u2028\u2029]/g;
const CONTROL_BUT_LF_AND_TAB = /[^\P{Cc}\n\t]/gu;

export const isSingleLine = (value: string) => !CONTROL.test(value);
export const singleLineMessage = (label: string) =>
  `${label} must be a single line without control characters`;

const normaliseLines = (value: string) =>
  value.replace(LINE_END, "\n").replace(CONTROL_BUT_LF_AND_TAB, "");

export const singleLineText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine(isSingleLine, singleLineMessage(label))
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const multiLineText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .overwrite(normaliseLines)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const name = singleLineText("Name", 100);

export const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Enter a valid email address"));

/** 7 to 15 digits, an optional leading +, spaces and dashes allowed between digits. */
export const phone = z
  .string({ error: "Phone is required" })
  .trim()
  .refine(isSingleLine, singleLineMessage("Phone"))
  .min(1, "Phone is required")
  .max(20, "Enter a valid phone number")
  .regex(/^\+?[\d\s-]+$/, "Enter a valid phone number")
  .refine((v) => {
    const digits = v.replace(/\D/g, "").length;
    return digits >= 7 && digits <= 15;
  }, "Enter a valid phone number (7 to 15 digits)");
