import "server-only";
import QRCode from "qrcode";

/**
 * A QR code of `text` as an SVG document, drawn on the server (no script reaches the browser).
 * Error correction M and a four-module quiet zone, which phone cameras read from a screen.
 */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#0f172a", light: "#ffffff" },
  });
}
