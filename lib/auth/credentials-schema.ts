import { z } from "zod";
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from "@/lib/auth/password-rules";
import { isSingleLine, singleLineMessage } from "../forms/fields";

const username = z
  .string({ error: "Username is required" })
  .trim()
  .refine(isSingleLine, singleLineMessage("Username"))
  .min(1, "Username is required")
  .max(100, "Username must be at most 100 characters");
const anyPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(200, "Password is too long");

export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .refine(
    (v) => new TextEncoder().encode(v).length <= PASSWORD_MAX_BYTES,
    `Password must be at most ${PASSWORD_MAX_BYTES} bytes`,
  );

export const loginSchema = z.object({ username, password: anyPassword });

/** New username and password are optional (spec §5): empty means "keep the current one". */
export const updateCredentialsSchema = z.object({
  currentUsername: username,
  currentPassword: anyPassword,
  newUsername: z
    .string()
    .trim()
    .refine(isSingleLine, singleLineMessage("Username"))
    .max(100, "Username must be at most 100 characters")
    .optional()
    .default(""),
  newPassword: z
    .union([z.literal(""), newPassword])
    .optional()
    .default(""),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type UpdateCredentialsInput = z.infer<typeof updateCredentialsSchema>;
