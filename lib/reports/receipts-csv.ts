import type { CsvColumn } from "@/lib/server/api/csv";
import { istDayMonthYear } from "./periods";

/** A receipt as the accountant's CSV lists it. */
export type ReceiptRow = {
  number: string;
  issuedAt: Date;
  /** rupees */
  amount: number;
  /** what was paid: a plan's name, or an appointment type's (a consultation paid) */
  plan?: string;
  consultation?: string;
  /** the payer's name and UTR; both undefined once that request or appointment was erased or deleted */
  client?: string;
  utr?: string;
};

/** Receipts live on after a person's erasure; who paid does not. */
export const ERASED = "(erased)";

/** The financial year's receipts for the accountant: dates in IST, amounts in rupees. */
export const RECEIPT_CSV_COLUMNS: readonly CsvColumn<ReceiptRow>[] = [
  { header: "Date (IST)", value: (r) => istDayMonthYear(r.issuedAt) },
  { header: "Receipt number", value: (r) => r.number },
  { header: "Client", value: (r) => r.client ?? ERASED },
  { header: "For", value: (r) => r.plan ?? `Consultation: ${r.consultation ?? ""}` },
  { header: "Amount (INR)", value: (r) => r.amount.toFixed(2) },
  { header: "UTR", value: (r) => (r.client === undefined ? ERASED : (r.utr ?? "")) },
];
