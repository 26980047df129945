/**
 * The request half of the client API helper (components/forms/call-api.ts): the call and the
 * API's answer read into a result, without toasts. Code on every public page (the offers'
 * check) uses this alone, so it does not load the toast list that call-api brings.
 */
import type { FieldErrors } from "@/lib/server/record";

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

/**
 * A multipart body sent with XMLHttpRequest, whose upload reports its progress (fetch's does
 * not), read into the same result.
 */
function sendWithProgress<T>(
  url: string,
  method: Method,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the status speaks
      }
      const retryAfter = xhr.getResponseHeader("Retry-After");
      const headers = new Headers(retryAfter ? { "Retry-After": retryAfter } : {});
      resolve(readApiAnswer<T>(xhr.status, parsed, headers));
    };
    xhr.onerror = () =>
      resolve({
        ok: false,
        status: null,
        message: "Network error",
        fields: {},
        retryAfterSeconds: null,
      });
    xhr.send(body);
  });
}

export async function requestApi<T>(
  url: string,
  method: Method,
  body: unknown,
  onUploadProgress?: (fraction: number) => void,
): Promise<ApiResult<T>> {
  if (body instanceof FormData && onUploadProgress)
    return sendWithProgress<T>(url, method, body, onUploadProgress);
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

/** A file the API sends (a backup): its bytes, the name it asks to be saved as, and its size. */
export type ApiFile = { ok: true; blob: Blob; filename: string; size: number };

/**
 * Downloads a file from the API, reporting the bytes received and the total when the answer
 * states its length (`onProgress(received, total)`); an error answer is read as any other.
 */
export async function requestFile(
  url: string,
  onProgress: (received: number, total: number | null) => void,
): Promise<ApiFile | ApiFailure> {
  let response: Response;
  try {
    response = await fetch(url, { cache: "no-store" });
  } catch (error) {
    const message = error instanceof Error ? error.message : "Network error";
    return { ok: false, status: null, message, fields: {}, retryAfterSeconds: null };
  }
  if (!response.ok || !response.body) {
    const parsed: unknown = await response.json().catch(() => null);
    return readApiAnswer(response.status, parsed, response.headers) as ApiFailure;
  }
  const length = Number(response.headers.get("Content-Length"));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0, total);
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "download";
  const type = response.headers.get("Content-Type") ?? "application/octet-stream";
  return { ok: true, blob: new Blob(chunks, { type }), filename, size: received };
}
