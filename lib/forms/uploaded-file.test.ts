import { describe, expect, it } from "vitest";
import { attachmentFilename, sniffFileType } from "./uploaded-file";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

describe("sniffFileType", () => {
  it("reads JPEG, PNG, WebP and PDF from their first bytes", () => {
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("image/jpeg");
    expect(sniffFileType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffFileType(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
    expect(sniffFileType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
  });

  it("refuses anything else, whatever it claims to be", () => {
    for (const other of [
      bytes("hello, this is text"),
      bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      bytes("GIF89a"),
      bytes("RIFF", [0, 0, 0, 0], "WAVE"),
      bytes("RIFF"),
      bytes("%PDF"),
      bytes([0xff, 0xd8]),
      bytes([0x89], "PNG"),
      new Uint8Array(),
    ])
      expect(sniffFileType(other)).toBeNull();
  });
});

describe("attachmentFilename", () => {
  it("keeps the name, drops a path and odd characters, and takes the real type's extension", () => {
    expect(attachmentFilename("C:\\Users\\me\\blood test.jpg", "application/pdf")).toBe(
      "blood test.pdf",
    );
    expect(attachmentFilename("../../etc/<plate>.png", "image/jpeg")).toBe("plate.jpg");
    expect(attachmentFilename("", "image/webp")).toBe("attachment.webp");
    expect(attachmentFilename("x".repeat(200) + ".pdf", "application/pdf")).toHaveLength(84);
  });
});
