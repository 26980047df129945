import { z } from "zod";

/**
 * A UPI payment, of a plan request or of a consultation paid ahead: unpaid, the client sent a
 * UTR, or the owner confirmed it.
 */
export const PAYMENT_STATUSES = ["unpaid", "utr-sent", "paid"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  unpaid: "Unpaid",
  "utr-sent": "UTR sent",
  paid: "Paid",
};
export const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly unknown[]).includes(value);

/** What the owner can set; "UTR sent" only comes from the client. */
export const OWNER_PAYMENT_STATUSES = ["paid", "unpaid"] as const;

/** The UPI transaction reference (UTR / RRN) a payer's app shows: 12 digits. */
export const UTR_MESSAGE = "Enter the 12-digit UPI transaction reference (UTR), digits only";
export const utr = z
  .string({ error: UTR_MESSAGE })
  .transform((v) => v.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{12}$/, UTR_MESSAGE));

/**
 * How many different UTRs a client may send for one payment: the first and two corrections,
 * all kept for the owner to check; after that, a change goes through her.
 */
export const MAX_CLIENT_UTRS = 3;

/** POST /api/payments/{reference}/utr */
export const utrSubmissionSchema = z.object({ utr });

/** A payment (a plan request's or a consultation's) as the owner's API shows it. */
export type PlanPayment = {
  status: PaymentStatus;
  reference?: string;
  utr?: string;
  utrAt?: string;
  /** different UTRs the client sent after the first one, for the owner to check too */
  otherUtrs?: { utr: string; at: string }[];
  paidAt?: string;
  receiptNumber?: string;
};

/**
 * What POST /api/plans adds to its answer when UPI is configured, and POST /api/appointments
 * when the booked type asks for payment ahead.
 */
export type PaymentStep = {
  reference: string;
  /** rupees, from the plan catalogue or the appointment type */
  amount: number;
  upiUrl: string;
  /** the signed payment page, also linked from the acknowledgement email */
  pageUrl: string;
  /** the same URI as a QR code, SVG drawn on the server */
  qrUrl: string;
  vpa: string;
  payeeName: string;
};

/** What can be paid by UPI: a plan request, or a consultation whose type asks for payment ahead. */
export type PayableKind = "plans" | "appointments";

/** A payment whose UTR waits for the owner's check (the Today desk), oldest first. */
export type PaymentToCheck = {
  _id: string;
  kind: PayableKind;
  name: string;
  /** "Premium Plan, 2 Months", "First consultation on Tuesday, 1 December 2026 at 10:00 am IST" */
  what: string;
  amount: number;
  /** the client's UTRs, first one first */
  utrs: string[];
  /** when the first UTR came */
  utrAt?: string;
};
