import "server-only";
import { trusted, Types } from "mongoose";
import { isDuplicateKey } from "@/lib/api/database-errors";
import { conflict, notFound } from "@/lib/api/errors";
import { serverEnv } from "@/lib/env";
import { notifyOnce } from "@/lib/mail/notify";
import { paymentReceipt } from "@/lib/mail/payment-templates";
import { ownerEmail, practice } from "@/lib/mail/practice";
import { ownerNotification } from "@/lib/mail/templates";
import { financialYearOf, receiptNumber } from "@/lib/payments/financial-year";
import {
  newPaymentReference,
  signPaymentReference,
  verifyPaymentReference,
} from "@/lib/payments/reference";
import { planPaymentNote, upiPayUrl } from "@/lib/payments/upi";
import { site } from "@/lib/site";
import {
  isPaymentStatus,
  MAX_CLIENT_UTRS,
  PAYMENT_LABELS,
  utrSubmissionSchema,
  type PaymentStep,
  type PaymentStatus,
  type PaymentToCheck,
  type PlanPayment,
} from "@/lib/validation/payment";
import { PlanRequest, type PlanRequestDoc } from "@/models/PlanRequest";
import { Receipt } from "@/models/Receipt";
import { assertAdmin, type AdminSession } from "./admin-auth";
import { connectDb } from "./db";
import { appendFollowUp } from "./follow-up";
import { extendRenewedProgramme } from "./programmes";

/**
 * UPI payment of plan requests: the payment step a request answers with, the signed payment
 * page's data, the client's UTR, the owner's paid/unpaid and the numbered receipt.
 */

type StoredPayment = NonNullable<PlanRequestDoc["payment"]>;
type PlanDoc = PlanRequestDoc & { _id: Types.ObjectId | string };

/** The practice's UPI details, or undefined when UPI_VPA is unset (no payment step anywhere). */
export function upiSettings(): { vpa: string; payeeName: string } | undefined {
  const upi = serverEnv.upi;
  return upi ? { vpa: upi.vpa, payeeName: upi.payeeName ?? site.brand } : undefined;
}

/** A new request's payment record, when UPI is configured. */
export const newPayment = (): StoredPayment | undefined =>
  upiSettings() ? { status: "unpaid", reference: newPaymentReference() } : undefined;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

/** A stored request's payment as the owner's API shows it (none stored reads as unpaid). */
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

/** What a visitor needs to pay for a request: the UPI link, its QR code and the page. */
export function paymentStep(plan: {
  plan: string;
  duration: string;
  price: number;
  reference: string;
}): PaymentStep | undefined {
  const upi = upiSettings();
  if (!upi) return undefined;
  const signed = signPaymentReference(plan.reference, serverEnv.jwtSecret);
  return {
    reference: plan.reference,
    amount: plan.price,
    upiUrl: upiPayUrl({
      ...upi,
      amount: plan.price,
      reference: plan.reference,
      note: planPaymentNote(plan.plan, plan.duration),
    }),
    pageUrl: payPageUrl(signed),
    qrUrl: `/api/payments/${signed}/qr`,
    vpa: upi.vpa,
    payeeName: upi.payeeName,
  };
}

export type PaymentPage = {
  plan: string;
  duration: string;
  amount: number;
  status: PaymentStatus;
  /** the UTRs the client sent, first one first, while not yet paid */
  utrs?: string[];
  receiptNumber?: string;
  step: PaymentStep;
};

async function findBySignedReference(signed: string): Promise<PlanDoc | null> {
  if (!upiSettings()) return null;
  const reference = verifyPaymentReference(signed, serverEnv.jwtSecret);
  if (!reference) return null;
  await connectDb();
  return PlanRequest.findOne({ "payment.reference": reference }).lean<PlanDoc>();
}

const NO_PAYMENT = "No payment with this reference. Please use the link in our email.";

/** The payment page's data for a signed reference, or null (unknown, bad signature, UPI off). */
export async function paymentForPage(signed: string): Promise<PaymentPage | null> {
  const doc = await findBySignedReference(signed);
  const step = doc?.payment?.reference && paymentStep({ ...doc, reference: doc.payment.reference });
  if (!doc || !step) return null;
  const payment = paymentOf(doc);
  return {
    plan: doc.plan,
    duration: doc.duration,
    amount: doc.price,
    status: payment.status,
    ...(payment.status === "utr-sent" ? { utrs: utrsOf(doc.payment) } : {}),
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
 * The client's UTR for a signed reference. The first is stored, the request marked "UTR sent"
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
  let doc = await findBySignedReference(signed);
  if (!doc) throw notFound(NO_PAYMENT);
  const { utr } = utrSubmissionSchema.parse(input);
  for (let attempt = 0; attempt < 20; attempt++) {
    const done = await addUtr(doc, utr, now);
    if (done) return done;
    // another UTR or the owner's mark came first: decide again on what is stored now
    doc = await PlanRequest.findById(doc._id).lean<PlanDoc>();
    if (!doc) throw notFound(NO_PAYMENT);
  }
  throw new Error(`Too many UTRs at once for plan request ${String(doc._id)}`);
}

/** One try of submitUtr on `doc` as read: null when the stored UTRs or status changed meanwhile. */
async function addUtr(doc: PlanDoc, utr: string, now: Date): Promise<UtrReceipt | null> {
  const payment = paymentOf(doc);
  if (payment.status === "paid") throw conflict("This plan is already paid. Thank you!");
  const sent = utrsOf(doc.payment);
  if (sent.includes(utr)) return { status: payment.status, utr, utrs: sent };
  if (sent.length >= MAX_CLIENT_UTRS) {
    throw conflict(
      `You have sent us three UTRs for this payment. If none of them is right, please call us on ${site.phone}.`,
    );
  }
  const id = String(doc._id);
  const first = sent.length === 0;
  const others = payment.otherUtrs ?? [];
  const saved = await appendFollowUp(PlanRequest, id, {
    check: (stored) => {
      const p = stored.payment as StoredPayment | undefined;
      return p?.status !== "paid" && sameList(utrsOf(p), sent);
    },
    set: {
      ...(first
        ? { "payment.utr": utr, "payment.utrAt": now }
        : { "payment.otherUtrs": [...(doc.payment!.otherUtrs ?? []), { utr, at: now }] }),
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
    Name: doc.name,
    Email: doc.email,
    Phone: doc.phone,
    Plan: `${doc.plan}, ${doc.duration}`,
    "Amount (INR)": doc.price,
    "Payment reference": doc.payment?.reference ?? undefined,
  };
  const check = `${site.url}/admin-plan/${id}`;
  // one email per UTR, even if the same one raced in twice
  await notifyOnce(
    `utr:${id}:${utr}`,
    { collection: "plans", id },
    {
      kind: "owner-payment",
      mail: first
        ? ownerNotification(ownerEmail(), `UPI payment sent: ${doc.plan} from ${doc.name}`, {
            ...details,
            UTR: utr,
            "Check it in your bank app, then mark it paid": check,
          })
        : ownerNotification(ownerEmail(), `Another UTR: ${doc.plan} from ${doc.name}`, {
            ...details,
            "UTR sent first": sent[0],
            "Other UTRs": [...others.map((u) => u.utr), utr].join(", "),
            "The client sent more than one: check each in your bank app, then mark it paid": check,
          }),
    },
  );
  return { status: "utr-sent", utr, utrs: [...sent, utr] };
}

/**
 * The receipt number of a plan request, issued on its first call: the next free number of the
 * financial year of `now`. A number is taken by inserting it (unique _id); when another mark took
 * it first, the next one is tried. A request keeps its number: a second call returns it.
 */
export async function issueReceipt(
  plan: { _id: Types.ObjectId | string; plan: string; price: number },
  now: Date = new Date(),
): Promise<string> {
  await connectDb();
  const mine = async () =>
    (await Receipt.findOne({ planRequest: plan._id }).lean<{ _id: string }>())?._id;
  const existing = await mine();
  if (existing) return existing;
  const financialYear = financialYearOf(now);
  for (let attempt = 0; attempt < 100; attempt++) {
    const last = await Receipt.findOne({ financialYear })
      .sort({ sequence: -1 })
      .lean<{ sequence: number }>();
    const sequence = (last?.sequence ?? 0) + 1;
    const number = receiptNumber(financialYear, sequence);
    try {
      await Receipt.create({
        _id: number,
        financialYear,
        sequence,
        planRequest: plan._id,
        amount: plan.price,
        plan: plan.plan,
        issuedAt: now,
      });
      return number;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const taken = await mine(); // the same request, marked paid twice at once
      if (taken) return taken;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * (attempt + 1)));
    }
  }
  throw new Error(`Could not number a receipt for ${String(plan._id)}: too many at once`);
}

/**
 * Admin (the caller checks the session): marks a plan request paid, issuing its receipt number
 * and emailing the receipt once, or unpaid again (the number stays reserved for it). `utr` is
 * what the owner saw in her bank app; without one the client's is kept. False when it changed
 * meanwhile.
 */
export async function changePayment(
  doc: PlanDoc,
  change: { paymentStatus: "paid" | "unpaid"; utr?: string },
  now: Date = new Date(),
): Promise<boolean> {
  const id = String(doc._id);
  const from = paymentOf(doc).status;
  const utr = change.utr ?? doc.payment?.utr ?? undefined;
  const sameStatus = (stored: Record<string, unknown>) =>
    paymentOf(stored as { payment?: StoredPayment }).status === from;
  if (change.paymentStatus === "unpaid") {
    if (from === "unpaid") return true;
    return appendFollowUp(PlanRequest, id, {
      check: sameStatus,
      set: { "payment.status": "unpaid", unread: false },
      unset: ["payment.paidAt", "payment.receiptNumber"],
      history: [{ from, to: "unpaid", at: now, by: "owner", field: "payment" }],
    });
  }
  if (from === "paid" && utr === (doc.payment?.utr ?? undefined)) return true;
  const number = await issueReceipt(doc, now);
  const changed = await appendFollowUp(PlanRequest, id, {
    check: sameStatus,
    set: {
      "payment.status": "paid",
      "payment.paidAt": from === "paid" ? doc.payment?.paidAt : now,
      "payment.receiptNumber": number,
      ...(utr ? { "payment.utr": utr } : {}),
      unread: false,
    },
    history: from === "paid" ? [] : [{ from, to: "paid", at: now, by: "owner", field: "payment" }],
  });
  if (!changed) return false;
  if (from !== "paid") await extendRenewedProgramme(new Types.ObjectId(id));
  await notifyOnce(
    `receipt:${id}`,
    { collection: "plans", id },
    {
      kind: "receipt",
      mail: paymentReceipt(
        doc.email,
        {
          number,
          paidAt: now,
          plan: doc.plan,
          duration: doc.duration,
          amount: doc.price,
          reference: doc.payment?.reference ?? undefined,
          utr,
        },
        practice,
      ),
    },
  );
  return true;
}

/** Admin only. The plan requests whose UTR the owner has yet to check in her bank app, oldest first. */
export async function paymentsToCheck(session: AdminSession): Promise<PaymentToCheck[]> {
  assertAdmin(session);
  await connectDb();
  const docs = await PlanRequest.find({ "payment.status": "utr-sent" })
    .select("name plan duration price payment")
    .sort({ "payment.utrAt": 1, _id: 1 })
    .limit(200)
    .lean<PlanDoc[]>();
  return docs.map((doc) => ({
    _id: String(doc._id),
    name: doc.name,
    plan: doc.plan,
    duration: doc.duration,
    amount: doc.price,
    utrs: utrsOf(doc.payment),
    ...(doc.payment?.utrAt ? { utrAt: doc.payment.utrAt.toISOString() } : {}),
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
