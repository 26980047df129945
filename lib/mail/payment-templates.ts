import type { OutgoingMail } from "@/lib/mail/transport";
import { formatRupees } from "@/lib/payments/upi";
import { signature, type Practice } from "./templates";

/** A payment the owner confirmed, as its receipt states it. */
export type ReceiptDetails = {
  number: string;
  /** when the owner marked it paid */
  paidAt: Date;
  plan: string;
  duration: string;
  /** rupees */
  amount: number;
  reference?: string;
  utr?: string;
};

const receiptDate = (at: Date) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(at);

/**
 * The receipt, sent once when the owner marks a plan request paid. Like all visitor mail it
 * carries none of the visitor's words (lib/mail/templates.ts): only the plan, the amount, the
 * digits of the UTR and our details.
 */
export function paymentReceipt(to: string, r: ReceiptDetails, p: Practice): OutgoingMail {
  const lines = [
    "Hello,",
    "",
    `Thank you: we have received your payment for the ${r.plan} (${r.duration}).`,
    "",
    `Receipt number: ${r.number}`,
    `Date: ${receiptDate(r.paidAt)}`,
    `For: ${r.plan}, ${r.duration}`,
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
