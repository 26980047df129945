import { z } from "zod";
import type { FieldErrors } from "./post-json";

/** Runs the shared schema in the browser; null when valid, else the messages per field. */
export function validate(schema: z.ZodType, values: unknown): FieldErrors | null {
  const parsed = schema.safeParse(values);
  return parsed.success ? null : (z.flattenError(parsed.error).fieldErrors as FieldErrors);
}
