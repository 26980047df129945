/**
 * The practice's commercial and privacy facts, stated once: the refund and cancellation policy,
 * the privacy policy, the pricing FAQ and the mails that repeat them all read these, so no page
 * can promise what another denies (`policy-facts.test.ts` checks the texts against them).
 * Safe for client code: no configuration, no server module.
 */
import { PLAN_DURATIONS } from "./plan-names";

/** notice needed to cancel or move an appointment at no charge (spec section 9) */
export const CANCELLATION_NOTICE_HOURS = 24;
/** the most a late cancellation or a missed appointment may cost, in percent of the service */
export const LATE_CANCELLATION_FEE_MAX_PERCENT = 50;
/** a refund request must reach us within this many days of the date of the service */
export const REFUND_REQUEST_DAYS = 7;
/** an approved refund is paid back to the original payment method within this many business days */
export const REFUND_PAYMENT_BUSINESS_DAYS = 14;
/** an erasure request is acted on within this many days (DPDP) */
export const ERASURE_DAYS = 30;
/** how soon we answer a message on working days */
export const REPLY_HOURS = 24;

/**
 * How a receipt reaches the client: it is emailed once, when the owner has seen the payment
 * arrive and marks it paid (lib/payments/data/payments.ts), never at the moment the client pays.
 */
export const RECEIPT_SENT = "we email your receipt once we have confirmed your payment";

/** The plans' lengths in months, as the catalogue sells them: [1, 2, 3]. */
export const PLAN_MONTHS: readonly number[] = PLAN_DURATIONS.map((d) => Number.parseInt(d, 10));

/** "1, 2 or 3 months" */
export function planLengthsText(months: readonly number[] = PLAN_MONTHS): string {
  const head = months.slice(0, -1).join(", ");
  const last = months.at(-1);
  return `${head ? `${head} or ` : ""}${last} month${last === 1 && !head ? "" : "s"}`;
}
