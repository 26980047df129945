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
