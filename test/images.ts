import sharp from "sharp";

/** A small solid PNG made on the spot, for tests that upload an image. */
export function testPng(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();
}

/** The bytes as a PNG file in a form, as a browser sends an upload. */
export const pngFile = (bytes: Uint8Array, name = "image.png") =>
  new File([new Uint8Array(bytes)], name, { type: "image/png" });
