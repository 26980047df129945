/**
 * The request half of the client API helper (components/forms/call-api.ts): the call and the
 * API's answer read into a result, without toasts. Code on every public page (the offers'
 * check) uses this alone, so it does not load the toast list that call-api brings.
 */
import type { FieldErrors } from "@/lib/validation/record";

/** `status` null: the request never got an answer (offline, server gone). */
export type ApiFailure = {
  ok: false;
  status: number | null;
  message: string | null;
  fields: FieldErrors;
  retryAfterSeconds: number | null;
};
export type ApiResult<T = unknown> = { ok: true; status: number; body: T } | ApiFailure;

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type ApiBody = {
  success?: unknown;
  message?: unknown;
  error?: { message?: unknown; fields?: unknown };
};
const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/** Reads an answer: an HTTP error, or a 2xx whose `success` is false, is a failure. */
export function readApiAnswer<T>(status: number, body: unknown, headers?: Headers): ApiResult<T> {
  const answer = (body && typeof body === "object" ? body : {}) as ApiBody;
  const failed = status < 200 || status >= 300 || answer.success === false;
  if (!failed) return { ok: true, status, body: body as T };
  const fields = answer.error?.fields;
  const retryAfter = Number(headers?.get("Retry-After"));
  return {
    ok: false,
    status,
    message: text(answer.message) ?? text(answer.error?.message),
    fields: fields && typeof fields === "object" ? (fields as FieldErrors) : {},
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}

export async function requestApi<T>(
  url: string,
  method: Method,
  body: unknown,
): Promise<ApiResult<T>> {
  const init: RequestInit =
    method === "GET"
      ? { method, cache: "no-cache" } // revalidated (ETag) every time: a public list may just have changed
      : body instanceof FormData
        ? { method, body }
        : body === undefined
          ? { method }
          : { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    const message = error instanceof Error ? error.message : "Network error";
    return { ok: false, status: null, message, fields: {}, retryAfterSeconds: null };
  }
  const parsed: unknown = await response.json().catch(() => null);
  return readApiAnswer<T>(response.status, parsed, response.headers);
}
