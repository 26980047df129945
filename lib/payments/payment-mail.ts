import type { OutgoingMail } from "@/lib/mail/transport";
import { formatRupees } from "@/lib/payments/upi";
import { signature, type Practice } from "../mail/mail-texts";

/** A payment the owner confirmed, as its receipt states it. */
export type ReceiptDetails = {
  number: string;
  /** when the owner marked it paid */
  paidAt: Date;
  /** the plan or the appointment type: "Basic Plan", "First consultation" */
  item: string;
  /** the plan's duration, or when the consultation is: "1 Month", "Tuesday, 1 December 2026 at
   * 10:00 am IST" */
  detail: string;
  /** rupees */
  amount: number;
  reference?: string;
  utr?: string;
};

const receiptDate = (at: Date) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(at);

/**
 * The receipt, sent once when the owner marks a plan request or a consultation paid. Like all
 * visitor mail it carries none of the visitor's words (lib/mail/mail-texts.ts): only the plan or
 * the consultation and its time, the amount, the digits of the UTR and our details.
 */
export function paymentReceipt(to: string, r: ReceiptDetails, p: Practice): OutgoingMail {
  const lines = [
    "Hello,",
    "",
    `Thank you: we have received your payment for the ${r.item} (${r.detail}).`,
    "",
    `Receipt number: ${r.number}`,
    `Date: ${receiptDate(r.paidAt)}`,
    `For: ${r.item}, ${r.detail}`,
    `Amount received: ${formatRupees(r.amount)} (paid by UPI)`,
    ...(r.utr ? [`UPI transaction reference (UTR): ${r.utr}`] : []),
    ...(r.reference ? [`Payment reference: ${r.reference}`] : []),
    "",
    `Received by: ${p.brand} (Dt. ${p.practitioner})`,
    p.address,
    `${p.phone} · ${p.email}`,
    "",
    "Please keep this email as your receipt.",
  ];
  return {
    to,
    subject: `Payment receipt ${r.number} from ${p.brand}`,
    text: lines.join("\n") + signature(p),
  };
}
