import { z } from "zod";

/** Field rules shared by every schema. Strings only: an object such as {"$ne": null} fails here. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const name = requiredText("Name", 100);

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
  .min(1, "Phone is required")
  .max(20, "Enter a valid phone number")
  .regex(/^\+?[\d\s-]+$/, "Enter a valid phone number")
  .refine((v) => {
    const digits = v.replace(/\D/g, "").length;
    return digits >= 7 && digits <= 15;
  }, "Enter a valid phone number (7 to 15 digits)");
