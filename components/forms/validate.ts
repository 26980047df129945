import type { ZodType } from "zod";
import type { FieldErrors } from "@/lib/server/record";

/**
 * zod, set up for pages whose policy has no 'unsafe-eval': without `jitless` it probes
 * `new Function("")` when a schema is built, which the browser reports as a CSP violation even
 * though zod catches it. Set before any schema module loads, since the probe runs then.
 */
const loadZod = () =>
  import("zod").then((zod) => {
    zod.config({ jitless: true });
    return zod;
  });

/** zod and a feature's shared zod schema, or null when they could not be downloaded. */
async function load(loadSchema: () => Promise<ZodType>) {
  try {
    const zod = await loadZod();
    return [await loadSchema(), zod] as const;
  } catch (error) {
    // the check could not be downloaded; the server applies the same schema anyway
    console.warn("Client-side validation unavailable:", error);
    return null;
  }
}

/**
 * Runs a feature's shared zod schema in the browser; null when valid, else messages per field.
 * The schema (and zod with it, ~30 KB) is imported on first use, not with the page: `preload`
 * starts that download when the visitor first focuses the form.
 */
export async function validate(
  loadSchema: () => Promise<ZodType>,
  values: unknown,
): Promise<FieldErrors | null> {
  const loaded = await load(loadSchema);
  if (!loaded) return null;
  const [schema, { flattenError }] = loaded;
  const parsed = schema.safeParse(values);
  return parsed.success ? null : (flattenError(parsed.error).fieldErrors as FieldErrors);
}

/** A failed check's message and where it belongs, e.g. [1, 0, "to"]: a list's item's field. */
export type ValidationIssue = { path: PropertyKey[]; message: string };

/** As `validate`, for forms whose fields are items of a list: every message with its path. */
export async function validationIssues(
  loadSchema: () => Promise<ZodType>,
  values: unknown,
): Promise<ValidationIssue[] | null> {
  const loaded = await load(loadSchema);
  if (!loaded) return null;
  const parsed = loaded[0].safeParse(values);
  return parsed.success ? null : parsed.error.issues;
}

export function preload(loadSchema: () => Promise<unknown>) {
  return () =>
    void loadZod()
      .then(loadSchema)
      .catch(() => {});
}
