/**
 * What our uploads may be (intake reports, message attachments, progress photos), each type
 * read from a file's first bytes, never from what the sender's browser says, with the extension
 * its stored name gets. Pure: forms and servers share it.
 */
export const UPLOAD_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

/** A file's type from its first bytes; null for any other kind of file. */
export function sniffFileType(bytes: Uint8Array): UploadType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf"; // "%PDF-"
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

/** The sender's file name without a path or odd characters, with the extension of its real type. */
export function attachmentFilename(name: string, type: UploadType): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} ._-]/gu, "")
    .trim()
    .slice(0, 80);
  return `${base || "attachment"}.${UPLOAD_TYPES[type]}`;
}
