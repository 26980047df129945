import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import type { FieldErrors } from "@/lib/validation/record";

/**
 * The one way client components call our API (spec §7): JSON or multipart, the API's error
 * shape `{ success: false, message, error: { message, fields } }` read into messages per field,
 * and the §8 toasts raised from what the caller says to show.
 */

/** `status` null: the request never got an answer (offline, server gone). */
export type ApiFailure = {
  ok: false;
  status: number | null;
  message: string | null;
  fields: FieldErrors;
  retryAfterSeconds: number | null;
};
export type ApiResult<T = unknown> = { ok: true; status: number; body: T } | ApiFailure;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type CallOptions = {
  method?: Method;
  /** FormData is sent as multipart, anything else as JSON */
  body?: unknown;
  /** toast on success */
  success?: string;
  /** toast on failure: a text, or one made from the failure (null for none) */
  failure?: string | ((failure: ApiFailure) => string | null);
};

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

async function send<T>(url: string, method: Method, body: unknown): Promise<ApiResult<T>> {
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

export async function callApi<T = unknown>(
  url: string,
  { method = "POST", body, success, failure }: CallOptions = {},
): Promise<ApiResult<T>> {
  const result = await send<T>(url, method, body);
  if (result.ok && success) toast.success(success);
  if (!result.ok && failure) {
    const message = typeof failure === "function" ? failure(result) : failure;
    if (message) toast.error(message);
  }
  return result;
}

/**
 * callApi with the state a form or button keeps: pending while the call runs, the last
 * failure's messages per field, and (`refresh`) the server-rendered page re-read on success.
 */
export function useApiCall() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});

  async function call<T = unknown>(url: string, options: CallOptions & { refresh?: boolean } = {}) {
    setPending(true);
    setFields({});
    const result = await callApi<T>(url, options);
    setPending(false);
    if (!result.ok) setFields(result.fields);
    else if (options.refresh) router.refresh();
    return result;
  }

  return { pending, fields, setFields, call };
}
