import "server-only";
import { badRequest, payloadTooLarge, unsupportedMediaType } from "./api-errors";

/** Largest JSON body any endpoint accepts: the longest field (a 5000-character message) fits many times. */
export const JSON_MAX_BYTES = 32 * 1024;
/** A blog form: a 5 MB image, 50 000 characters of content and the multipart framing. */
export const MULTIPART_MAX_BYTES = 5 * 1024 * 1024 + 256 * 1024;

const mediaType = (request: Request) =>
  (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/**
 * The body as bytes, refused with 413 as soon as it is known to exceed `maxBytes`: first from
 * Content-Length, then while reading, so an oversized body is never buffered whole.
 */
export async function readBytes(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw payloadTooLarge(maxBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // the client went away mid-body (ECONNRESET): nobody reads the answer, and it is not our failure
      throw badRequest("The request body could not be read");
    }
    const { done, value } = chunk;
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw payloadTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A JSON object body (415 for another content type, 413 too large, 400 malformed or not an object). */
export async function readJson(
  request: Request,
  maxBytes = JSON_MAX_BYTES,
): Promise<Record<string, unknown>> {
  if (mediaType(request) !== "application/json") throw unsupportedMediaType("application/json");
  const bytes = await readBytes(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw badRequest("Malformed JSON body");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw badRequest("The body must be a JSON object");
  return value as Record<string, unknown>;
}

/** A multipart/form-data body, size-checked before it is parsed. */
export async function readMultipart(
  request: Request,
  maxBytes = MULTIPART_MAX_BYTES,
): Promise<FormData> {
  if (mediaType(request) !== "multipart/form-data")
    throw unsupportedMediaType("multipart/form-data");
  const bytes = await readBytes(request, maxBytes);
  try {
    return await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": request.headers.get("content-type")! },
    }).formData();
  } catch {
    throw badRequest("Malformed multipart body");
  }
}

/** The text fields of a form as a plain object (files are left out; a repeated field keeps its first value). */
export function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string" && !(key in fields)) fields[key] = value;
  }
  return fields;
}
