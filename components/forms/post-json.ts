/** Messages per field, as zod's flattenError and the API's 400 answers give them. */
export type FieldErrors = Partial<Record<string, string[]>>;

/**
 * How a submission ended. `rejected` is an HTTP error answer (400, 429, 503 ...) with the API's
 * `{ success:false, message, error:{ message, fields } }` body; `unsuccessful` a 2xx answer
 * whose `success` is false; `network` a request that never got an answer.
 */
export type PostResult =
  | { kind: "ok"; body: unknown }
  | { kind: "rejected"; status: number; message: string | null; fields: FieldErrors }
  | { kind: "unsuccessful"; message: string | null }
  | { kind: "network"; message: string };

type ApiBody = {
  success?: unknown;
  message?: unknown;
  error?: { message?: unknown; fields?: unknown };
};

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

export function readApiAnswer(status: number, body: unknown): PostResult {
  const answer = (body && typeof body === "object" ? body : {}) as ApiBody;
  const message = text(answer.message) ?? text(answer.error?.message);
  if (status < 200 || status >= 300) {
    const fields =
      answer.error?.fields && typeof answer.error.fields === "object"
        ? (answer.error.fields as FieldErrors)
        : {};
    return { kind: "rejected", status, message, fields };
  }
  if (answer.success === false) return { kind: "unsuccessful", message };
  return { kind: "ok", body };
}

export async function postJson(url: string, payload: unknown): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
  } catch (error) {
    return { kind: "network", message: error instanceof Error ? error.message : "Network error" };
  }
  const body: unknown = await response.json().catch(() => null);
  return readApiAnswer(response.status, body);
}
