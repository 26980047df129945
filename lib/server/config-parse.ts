import { z } from "zod";

/** Turns a zod failure on an env object into one message that names each bad variable. */
export function parseEnv<T extends z.ZodType>(
  schema: T,
  env: Record<string, string | undefined>,
  what: string,
): z.infer<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`,
  );
  throw new Error(`Invalid ${what} configuration. ${problems.join("; ")}`);
}

/** An optional env string: unset and empty both mean "use the default". */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/**
 * A UPI id (VPA): a handle, "@", and the bank's or app's name, e.g. "meera.kapoor@okaxis".
 * Checked in the configuration (UPI_VPA, lib/server/env.ts) and in every pay link (lib/payments/upi.ts).
 */
export const UPI_VPA_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
