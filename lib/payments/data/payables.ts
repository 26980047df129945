import "server-only";
import { Types, type Model } from "mongoose";
import { whenText } from "@/lib/mail/mail-texts";
import { consultationPaymentNote, planPaymentNote } from "@/lib/payments/upi";
import type { PayableKind } from "@/lib/payments/payment-schema";
import { Appointment, type AppointmentDoc } from "@/models/Appointment";
import { PlanRequest, type PlanRequestDoc } from "@/models/PlanRequest";
import { connectDb } from "../../server/db";
import { extendRenewedProgramme } from "../../programmes/data/enrolments";

/**
 * What a client can pay by UPI, seen the same way whichever collection holds it: a plan request,
 * or an appointment with a price (its type asked for payment ahead, or the owner takes it at the
 * clinic). lib/payments/data/payments.ts works on these; the payment itself lives on the document.
 */

export type StoredPayment = NonNullable<PlanRequestDoc["payment"]>;

export type Payable = {
  kind: PayableKind;
  id: string;
  /** the person: for the owner's emails only (visitor mail carries none of their words) */
  name: string;
  email: string;
  phone: string;
  payment?: Partial<StoredPayment> | null;
  /** rupees */
  amount: number;
  /** in our words: "Premium Plan, 2 Months", "First consultation on Tuesday, 1 December 2026 at
   * 10:00 am IST" */
  what: string;
  /** the UPI app's note: "Premium Plan, 2 Months", "First consultation, 1 Dec 2026" */
  note: string;
  /** the receipt's: the plan or the appointment type, then its duration or its time */
  item: string;
  detail: string;
  /** the owner's page of it */
  adminPath: string;
};

type PlanLean = PlanRequestDoc & { _id: Types.ObjectId | string };
type AppointmentLean = AppointmentDoc & { _id: Types.ObjectId | string };

const planPayable = (doc: PlanLean): Payable => ({
  kind: "plans",
  id: String(doc._id),
  name: doc.name,
  email: doc.email,
  phone: doc.phone,
  payment: doc.payment,
  amount: doc.price,
  what: planPaymentNote(doc.plan, doc.duration),
  note: planPaymentNote(doc.plan, doc.duration),
  item: doc.plan,
  detail: doc.duration,
  adminPath: `/admin-plan/${String(doc._id)}`,
});

function appointmentPayable(doc: AppointmentLean): Payable | null {
  if (typeof doc.price !== "number" || doc.price <= 0) return null;
  const item = doc.typeName ?? "Consultation";
  const when = whenText({ date: doc.date, time: doc.time ?? undefined });
  return {
    kind: "appointments",
    id: String(doc._id),
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    payment: doc.payment,
    amount: doc.price,
    what: `${item} on ${when}`,
    note: consultationPaymentNote(item, doc.date),
    item,
    detail: when,
    adminPath: `/admin-appointments/${String(doc._id)}`,
  };
}

/** A stored plan request or appointment as a payable; null for an appointment without a price. */
export function payableOf(kind: PayableKind, doc: unknown): Payable | null {
  return kind === "plans"
    ? planPayable(doc as PlanLean)
    : appointmentPayable(doc as AppointmentLean);
}

/** The collections' models, for the conditional writes of lib/payments/data/payments.ts. */
export const payableModel = (kind: PayableKind) =>
  (kind === "plans" ? PlanRequest : Appointment) as unknown as Model<Record<string, unknown>>;

const KINDS: PayableKind[] = ["plans", "appointments"];

/** A payable as stored now (after a race, say), or null when it is gone. */
export async function findPayable(kind: PayableKind, id: string): Promise<Payable | null> {
  await connectDb();
  const doc = await payableModel(kind).findById(id).lean();
  return doc ? payableOf(kind, doc) : null;
}

/** The payable a payment reference names, in either collection (references are unique in both). */
export async function findPayableByReference(reference: string): Promise<Payable | null> {
  await connectDb();
  for (const kind of KINDS) {
    const doc = await payableModel(kind).findOne({ "payment.reference": reference }).lean();
    if (doc) return payableOf(kind, doc);
  }
  return null;
}

/** Whether either collection holds this reference already. */
export async function referenceInUse(reference: string): Promise<boolean> {
  await connectDb();
  const found = await Promise.all(
    KINDS.map((kind) => payableModel(kind).exists({ "payment.reference": reference })),
  );
  return found.some(Boolean);
}

/** What else paying does: a renewal request's payment extends its programme. */
export async function afterPaid(payable: Payable): Promise<void> {
  if (payable.kind === "plans") await extendRenewedProgramme(new Types.ObjectId(payable.id));
}
