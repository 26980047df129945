/** The API's JSON error shape: { success: false, message, error: { message, fields? } }. */
export type ApiFailure = {
  success?: false;
  message?: string;
  error?: { message?: string; fields?: Record<string, string[]> };
};

export type FieldErrors = Record<string, string[] | undefined>;

/** Reads a JSON body without throwing (an HTML 502 page or an empty body gives {}). */
export async function readJson<T>(response: Response): Promise<Partial<T> & ApiFailure> {
  try {
    return (await response.json()) as Partial<T> & ApiFailure;
  } catch {
    return {};
  }
}

export const fieldErrorsOf = (body: ApiFailure): FieldErrors => body.error?.fields ?? {};

/** 'Too many attempts. Try again in 12 minutes.' from a 429's Retry-After (seconds). */
export function tooManyAttemptsMessage(response: Response): string {
  const seconds = Number(response.headers.get("Retry-After"));
  if (!Number.isFinite(seconds) || seconds <= 0)
    return "Too many attempts. Please try again later.";
  const minutes = Math.ceil(seconds / 60);
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
