import "server-only";
import { trusted } from "mongoose";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { conflict, notFound } from "@/lib/server/api/api-errors";
import { serverEnv } from "@/lib/server/env";
import { notifyOnce } from "@/lib/mail/notify";
import { utrAlert } from "@/lib/push/alert-texts";
import { paymentReceipt } from "@/lib/payments/payment-mail";
import { ownerEmail, practice } from "@/lib/mail/practice";
import { ownerNotification } from "@/lib/mail/mail-texts";
import {
  newPaymentReference,
  signPaymentReference,
  verifyPaymentReference,
} from "@/lib/payments/payment-reference";
import { upiPayUrl } from "@/lib/payments/upi";
import { site } from "@/lib/site";
import {
  isPaymentStatus,
  MAX_CLIENT_UTRS,
  PAYMENT_LABELS,
  utrSubmissionSchema,
  type PayableKind,
  type PaymentStep,
  type PaymentStatus,
  type PaymentToCheck,
  type PlanPayment,
} from "@/lib/payments/payment-schema";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { connectDb } from "../../server/db";
import { appendFollowUp } from "../../submissions/data/follow-up";
import {
  afterPaid,
  findPayable,
  findPayableByReference,
  payableModel,
  payableOf,
  referenceInUse,
  type Payable,
  type StoredPayment,
} from "./payables";
import { issueReceipt } from "./receipts";

/**
 * UPI payment of plan requests and of consultations paid ahead (./payables.ts): the payment step
 * a request or a booking answers with, the signed payment page's data, the client's UTR, the
 * owner's paid/unpaid and the numbered receipt (./receipts.ts).
 */

/** The practice's UPI details, or undefined when UPI_VPA is unset (no payment step anywhere). */
export function upiSettings(): { vpa: string; payeeName: string } | undefined {
  const upi = serverEnv.upi;
  return upi ? { vpa: upi.vpa, payeeName: upi.payeeName ?? site.brand } : undefined;
}

/**
 * A new payment record, when UPI is configured, with a reference neither collection holds yet
 * (the inserting collection's unique index decides the rest: on a clash, insert with another).
 */
export async function newPayment(): Promise<StoredPayment | undefined> {
  if (!upiSettings()) return undefined;
  let reference = newPaymentReference();
  while (await referenceInUse(reference)) reference = newPaymentReference();
  return { status: "unpaid", reference };
}

/** A duplicate key on `payment.reference`: insert again with another reference. */
export function isReferenceClash(error: unknown): boolean {
  if (!isDuplicateKey(error)) return false;
  const { keyPattern, keyValue, message } = error as {
    keyPattern?: object;
    keyValue?: object;
    message?: string;
  };
  return (
    [keyPattern, keyValue].some((key) => key && "payment.reference" in key) ||
    Boolean(message?.includes("payment.reference"))
  );
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

/** A stored payment as the owner's API shows it (none stored reads as unpaid). */
export function paymentOf(doc: { payment?: Partial<StoredPayment> | null }): PlanPayment {
  const p = doc.payment;
  const status: PaymentStatus = isPaymentStatus(p?.status) ? p.status : "unpaid";
  return {
    status,
    ...(p?.reference ? { reference: p.reference } : {}),
    ...(p?.utr ? { utr: p.utr } : {}),
    ...(p?.utrAt ? { utrAt: iso(p.utrAt) } : {}),
    ...(p?.otherUtrs?.length
      ? { otherUtrs: p.otherUtrs.map((u) => ({ utr: u.utr ?? "", at: iso(u.at) ?? "" })) }
      : {}),
    ...(p?.paidAt ? { paidAt: iso(p.paidAt) } : {}),
    ...(p?.receiptNumber ? { receiptNumber: p.receiptNumber } : {}),
  };
}

/** The link to a reference's payment page, signed so that references cannot be guessed. */
const payPageUrl = (signed: string) => `${site.url}/pay?ref=${signed}`;
export const paymentPageUrl = (reference: string) =>
  payPageUrl(signPaymentReference(reference, serverEnv.jwtSecret));

/**
 * What a visitor needs to pay: the UPI link (with `note`, e.g. "Basic Plan, 1 Month"), its QR
 * code and the page.
 */
export function paymentStep(pay: {
  amount: number;
  reference: string;
  note: string;
}): PaymentStep | undefined {
  const upi = upiSettings();
  if (!upi) return undefined;
  const signed = signPaymentReference(pay.reference, serverEnv.jwtSecret);
  return {
    reference: pay.reference,
    amount: pay.amount,
    upiUrl: upiPayUrl({ ...upi, ...pay }),
    pageUrl: payPageUrl(signed),
    qrUrl: `/api/payments/${signed}/qr`,
    vpa: upi.vpa,
    payeeName: upi.payeeName,
  };
}

export type PaymentPage = {
  kind: PayableKind;
  /** "Basic Plan, 1 Month", "First consultation on Tuesday, 1 December 2026 at 10:00 am IST" */
  what: string;
  /** the UPI note, as the payment step shows it */
  note: string;
  amount: number;
  status: PaymentStatus;
  /** the UTRs the client sent, first one first, while not yet paid */
  utrs?: string[];
  receiptNumber?: string;
  step: PaymentStep;
};

async function findBySignedReference(signed: string): Promise<Payable | null> {
  if (!upiSettings()) return null;
  const reference = verifyPaymentReference(signed, serverEnv.jwtSecret);
  return reference ? findPayableByReference(reference) : null;
}

const stepOf = (payable: Payable) =>
  payable.payment?.reference
    ? paymentStep({
        amount: payable.amount,
        note: payable.note,
        reference: payable.payment.reference,
      })
    : undefined;

const NO_PAYMENT = "No payment with this reference. Please use the link in our email.";

/** The payment page's data for a signed reference, or null (unknown, bad signature, UPI off). */
export async function paymentForPage(signed: string): Promise<PaymentPage | null> {
  const payable = await findBySignedReference(signed);
  const step = payable && stepOf(payable);
  if (!payable || !step) return null;
  const payment = paymentOf(payable);
  return {
    kind: payable.kind,
    what: payable.what,
    note: payable.note,
    amount: payable.amount,
    status: payment.status,
    ...(payment.status === "utr-sent" ? { utrs: utrsOf(payable.payment) } : {}),
    ...(payment.receiptNumber ? { receiptNumber: payment.receiptNumber } : {}),
    step,
  };
}

/** The UTRs a payment holds, first one first (the client's, or the one the owner saw). */
const utrsOf = (payment: Partial<StoredPayment> | null | undefined): string[] =>
  [payment?.utr, ...(payment?.otherUtrs ?? []).map((u) => u.utr)].filter((utr): utr is string =>
    Boolean(utr),
  );

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** What the client's page is told after sending a UTR: the one just sent, and all sent so far. */
export type UtrReceipt = { status: PaymentStatus; utr: string; utrs: string[] };

/**
 * The client's UTR for a signed reference. The first is stored, the payable marked "UTR sent"
 * and unread, and the owner emailed; the same UTR again changes nothing; a different one is kept
 * beside the first (never replacing it: whoever holds the link could send it), up to
 * MAX_CLIENT_UTRS in all, each emailing the owner once. 404 unknown, 400 format, 409 already
 * paid or too many UTRs (then the client calls).
 */
export async function submitUtr(
  signed: string,
  input: unknown,
  now: Date = new Date(),
): Promise<UtrReceipt> {
  let payable = await findBySignedReference(signed);
  if (!payable) throw notFound(NO_PAYMENT);
  const { utr } = utrSubmissionSchema.parse(input);
  for (let attempt = 0; attempt < 20; attempt++) {
    const done = await addUtr(payable, utr, now);
    if (done) return done;
    // another UTR or the owner's mark came first: decide again on what is stored now
    payable = await findPayable(payable.kind, payable.id);
    if (!payable) throw notFound(NO_PAYMENT);
  }
  throw new Error(`Too many UTRs at once for ${payable.kind} ${payable.id}`);
}

const PAID_ALREADY = {
  plans: "This plan is already paid.",
  appointments: "This consultation is already paid.",
};

/** One try of submitUtr on `payable` as read: null when its UTRs or status changed meanwhile. */
async function addUtr(payable: Payable, utr: string, now: Date): Promise<UtrReceipt | null> {
  const payment = paymentOf(payable);
  if (payment.status === "paid") throw conflict(`${PAID_ALREADY[payable.kind]} Thank you!`);
  const sent = utrsOf(payable.payment);
  if (sent.includes(utr)) return { status: payment.status, utr, utrs: sent };
  if (sent.length >= MAX_CLIENT_UTRS) {
    throw conflict(
      `You have sent us three UTRs for this payment. If none of them is right, please call us on ${site.phone}.`,
    );
  }
  const { kind, id } = payable;
  const first = sent.length === 0;
  const others = payment.otherUtrs ?? [];
  const saved = await appendFollowUp(payableModel(kind), id, {
    check: (stored) => {
      const p = stored.payment as StoredPayment | undefined;
      return p?.status !== "paid" && sameList(utrsOf(p), sent);
    },
    set: {
      ...(first
        ? { "payment.utr": utr, "payment.utrAt": now }
        : { "payment.otherUtrs": [...(payable.payment?.otherUtrs ?? []), { utr, at: now }] }),
      "payment.status": "utr-sent",
      unread: true,
    },
    ...(payment.status === "utr-sent"
      ? {}
      : {
          history: [
            { from: payment.status, to: "utr-sent", at: now, by: "client", field: "payment" },
          ],
        }),
  });
  if (!saved) return null;
  const details = {
    Name: payable.name,
    Email: payable.email,
    Phone: payable.phone,
    [kind === "plans" ? "Plan" : "Consultation"]: payable.what,
    "Amount (INR)": payable.amount,
    "Payment reference": payable.payment?.reference ?? undefined,
  };
  const check = `${site.url}${payable.adminPath}`;
  // one email per UTR, even if the same one raced in twice
  await notifyOnce(
    `utr:${id}:${utr}`,
    { collection: kind, id },
    {
      kind: "owner-payment",
      mail: first
        ? ownerNotification(
            ownerEmail(),
            `UPI payment sent: ${payable.item} from ${payable.name}`,
            {
              ...details,
              UTR: utr,
              "Check it in your bank app, then mark it paid": check,
            },
            payable.email,
          )
        : ownerNotification(
            ownerEmail(),
            `Another UTR: ${payable.item} from ${payable.name}`,
            {
              ...details,
              "UTR sent first": sent[0],
              "Other UTRs": [...others.map((u) => u.utr), utr].join(", "),
              "The client sent more than one: check each in your bank app, then mark it paid":
                check,
            },
            payable.email,
          ),
    },
    utrAlert(payable, first),
  );
  return { status: "utr-sent", utr, utrs: [...sent, utr] };
}

/**
 * Admin (the caller checks the session): marks a plan request or a consultation paid, issuing
 * its receipt number and emailing the receipt once, or unpaid again (the number stays reserved
 * for it). `utr` is what the owner saw in her bank app; without one the client's is kept. False
 * when it changed meanwhile.
 */
export async function changePayment(
  payable: Payable,
  change: { paymentStatus: "paid" | "unpaid"; utr?: string },
  now: Date = new Date(),
): Promise<boolean> {
  const { kind, id } = payable;
  const model = payableModel(kind);
  const from = paymentOf(payable).status;
  const utr = change.utr ?? payable.payment?.utr ?? undefined;
  const sameStatus = (stored: Record<string, unknown>) =>
    paymentOf(stored as { payment?: StoredPayment }).status === from;
  if (change.paymentStatus === "unpaid") {
    if (from === "unpaid") return true;
    return appendFollowUp(model, id, {
      check: sameStatus,
      set: { "payment.status": "unpaid", unread: false },
      unset: ["payment.paidAt", "payment.receiptNumber"],
      history: [{ from, to: "unpaid", at: now, by: "owner", field: "payment" }],
    });
  }
  if (from === "paid" && utr === (payable.payment?.utr ?? undefined)) return true;
  const number = await issueReceipt(payable, now);
  const changed = await appendFollowUp(model, id, {
    check: sameStatus,
    set: {
      "payment.status": "paid",
      "payment.paidAt": from === "paid" ? payable.payment?.paidAt : now,
      "payment.receiptNumber": number,
      ...(utr ? { "payment.utr": utr } : {}),
      unread: false,
    },
    history: from === "paid" ? [] : [{ from, to: "paid", at: now, by: "owner", field: "payment" }],
  });
  if (!changed) return false;
  if (from !== "paid") await afterPaid(payable);
  await notifyOnce(
    `receipt:${id}`,
    { collection: kind, id },
    {
      kind: "receipt",
      mail: paymentReceipt(
        payable.email,
        {
          number,
          paidAt: now,
          item: payable.item,
          detail: payable.detail,
          amount: payable.amount,
          reference: payable.payment?.reference ?? undefined,
          utr,
        },
        practice,
      ),
    },
  );
  return true;
}

/**
 * Admin only. The plan requests and consultations whose UTR the owner has yet to check in her
 * bank app, oldest first.
 */
export async function paymentsToCheck(session: AdminSession): Promise<PaymentToCheck[]> {
  assertAdmin(session);
  await connectDb();
  const found = await Promise.all(
    (["plans", "appointments"] as const).map(async (kind) => {
      const docs = await payableModel(kind)
        .find({ "payment.status": "utr-sent" })
        .sort({ "payment.utrAt": 1, _id: 1 })
        .limit(200)
        .lean();
      return docs.flatMap((doc) => payableOf(kind, doc) ?? []);
    }),
  );
  const firstUtrAt = (p: Payable) => p.payment?.utrAt?.getTime() ?? 0;
  return found
    .flat()
    .sort((a, b) => firstUtrAt(a) - firstUtrAt(b) || a.id.localeCompare(b.id))
    .slice(0, 200)
    .map((p) => ({
      _id: p.id,
      kind: p.kind,
      name: p.name,
      what: p.what,
      amount: p.amount,
      utrs: utrsOf(p.payment),
      ...(p.payment?.utrAt ? { utrAt: p.payment.utrAt.toISOString() } : {}),
    }));
}

/** The list filter of a payment status (records without a payment read as unpaid). */
export function paymentFilter(status: string | undefined): Record<string, unknown> {
  if (!isPaymentStatus(status)) return {};
  if (status !== "unpaid") return { "payment.status": status };
  return { "payment.status": trusted({ $nin: ["utr-sent", "paid"] }) };
}

export const PAYMENT_CSV_COLUMNS = [
  {
    header: "Payment",
    value: (p: { payment: PlanPayment }) => PAYMENT_LABELS[p.payment.status],
  },
  {
    header: "UTR",
    value: ({ payment }: { payment: PlanPayment }) =>
      [payment.utr, ...(payment.otherUtrs ?? []).map((u) => u.utr)].filter(Boolean).join("; "),
  },
  {
    header: "Receipt number",
    value: (p: { payment: PlanPayment }) => p.payment.receiptNumber ?? "",
  },
];
