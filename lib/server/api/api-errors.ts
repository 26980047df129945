import type { FieldErrors } from "@/lib/server/record";

/** An error with an HTTP status, turned into the JSON error shape by the route wrapper. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string, fields?: FieldErrors) =>
  new ApiError(400, message, fields);
export const unauthorized = (message = "Not authorized") => new ApiError(401, message);
export const forbidden = (message = "Forbidden") => new ApiError(403, message);
export const notFound = (message = "Not found") => new ApiError(404, message);
export const conflict = (message: string, fields?: FieldErrors) =>
  new ApiError(409, message, fields);
/** A link or record that existed and is over (an expired link). */
export const gone = (message: string) => new ApiError(410, message);
export const payloadTooLarge = (maxBytes: number) =>
  new ApiError(413, `Request body too large (at most ${Math.round(maxBytes / 1024)} KB)`);
export const unsupportedMediaType = (expected: string) =>
  new ApiError(415, `Content-Type must be ${expected}`);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = "Too many requests. Please try again later.",
) =>
  new ApiError(429, message, undefined, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
