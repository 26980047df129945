import "server-only";
import type { MessageFile } from "./data/thread";

const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|"/g, "_");

/**
 * An attachment as the file routes send it: its type as read from its bytes when it was sent, a
 * photo shown in the thread (inline), a PDF downloaded. Health data: `private, no-store`, never
 * sniffed into another type, never indexed.
 */
export function attachmentResponse(file: MessageFile): Response {
  const disposition = file.contentType.startsWith("image/") ? "inline" : "attachment";
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": `${disposition}; filename="${asciiName(file.filename)}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    },
  });
}
