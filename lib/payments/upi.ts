import { UPI_VPA_PATTERN } from "@/lib/server/config-parse";

/**
 * UPI payment links (NPCI's "upi://pay" intent, which GPay, PhonePe, Paytm and BHIM open).
 * Pure functions, safe in client code.
 */

export type UpiPayment = {
  /** the payee's UPI id */
  vpa: string;
  /** the payee's name as the app shows it */
  payeeName: string;
  /** rupees */
  amount: number;
  /** our reference for this payment (letters and digits) */
  reference: string;
  /** what it is for, shown to the payer */
  note: string;
};

/** Rupees with two decimals and no grouping, as UPI apps expect ("2999.00"). */
export function formatUpiAmount(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0)
    throw new RangeError("A UPI amount must be positive");
  return amount.toFixed(2);
}

/**
 * The intent URI. The UPI id stays as typed (apps differ in decoding "%40"; the pattern above
 * allows nothing that needs escaping); the name and the note are percent-encoded, spaces as %20.
 */
export function upiPayUrl(p: UpiPayment): string {
  if (!UPI_VPA_PATTERN.test(p.vpa)) throw new RangeError(`Not a UPI id: ${p.vpa}`);
  const query = [
    ["pa", p.vpa],
    ["pn", encodeURIComponent(p.payeeName)],
    ["am", formatUpiAmount(p.amount)],
    ["cu", "INR"],
    ["tr", encodeURIComponent(p.reference)],
    ["tn", encodeURIComponent(p.note)],
  ];
  return `upi://pay?${query.map(([key, value]) => `${key}=${value}`).join("&")}`;
}

/** The note of a plan's payment: "Basic Plan, 1 Month". */
export const planPaymentNote = (plan: string, duration: string) => `${plan}, ${duration}`;

/** The note of a consultation paid ahead: "First consultation, 1 Dec 2026" (date YYYY-MM-DD). */
export const consultationPaymentNote = (typeName: string, date: string) =>
  `${typeName}, ${new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`))}`;

/** "₹2,999" (Indian digit grouping; paise only when there are any). */
export const formatRupees = (amount: number): string =>
  new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
