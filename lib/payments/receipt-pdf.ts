import "server-only";
import PDFDocument from "pdfkit";
import { PDF_FONTS } from "@/lib/diet-charts/pdf";
import type { Practice } from "@/lib/mail/mail-texts";
import type { ReceiptDetails } from "./payment-mail";
import { formatRupees } from "./upi";

const BRAND_COLOUR = "#166534";
const TEXT_COLOUR = "#0f172a";
const MUTED_COLOUR = "#475569";

const receiptDate = (at: Date) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(at);

/**
 * A receipt as the client keeps it (her app's download): what the receipt email says, on one A4
 * page in the practice's name, with the embedded fonts (₹ prints).
 */
export function receiptPdf(r: ReceiptDetails, p: Practice, clientName: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    font: PDF_FONTS.regular,
    info: { Title: `Receipt ${r.number}`, Author: `${p.brand} (Dt. ${p.practitioner})` },
  });
  doc.registerFont("regular", PDF_FONTS.regular);
  doc.registerFont("bold", PDF_FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font("bold").fontSize(18).fillColor(BRAND_COLOUR).text(p.brand, { width });
  doc.font("regular").fontSize(10).fillColor(MUTED_COLOUR);
  doc.text(`Dt. ${p.practitioner} · ${p.phone} · ${p.email}`, { width }).text(p.address, { width });
  doc.moveDown(1.2);
  doc.font("bold").fontSize(16).fillColor(TEXT_COLOUR).text(`Receipt ${r.number}`, { width });
  doc.moveDown(0.6);
  const rows: [string, string][] = [
    ["Date", receiptDate(r.paidAt)],
    ["Received from", clientName],
    ["For", `${r.item}, ${r.detail}`],
    ["Amount received", `${formatRupees(r.amount)} (paid by UPI)`],
    ...(r.utr ? [["UPI transaction reference (UTR)", r.utr] as [string, string]] : []),
    ...(r.reference ? [["Payment reference", r.reference] as [string, string]] : []),
  ];
  for (const [label, value] of rows) {
    doc.font("bold").fontSize(10.5).fillColor(MUTED_COLOUR).text(label, { width });
    doc.font("regular").fontSize(12).fillColor(TEXT_COLOUR).text(value, { width }).moveDown(0.5);
  }
  doc.moveDown(0.8);
  doc
    .font("regular")
    .fontSize(10.5)
    .fillColor(TEXT_COLOUR)
    .text(`Received by ${p.brand} (Dt. ${p.practitioner}).`, { width });
  doc.end();
  return done;
}
