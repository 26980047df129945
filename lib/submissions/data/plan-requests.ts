import "server-only";
import { csvDateTime } from "@/lib/server/api/csv";
import type { Types } from "mongoose";
import { badRequest } from "@/lib/server/api/api-errors";
import { intakeUrlFor, ownerEmail, practice } from "@/lib/mail/practice";
import {
  durationOf,
  planPrice,
  PLAN_DURATIONS,
  PLAN_NAMES,
  type PlanDuration,
  type PlanName,
} from "@/lib/content/plans";
import { serverEnv } from "@/lib/server/env";
import { consentFrom } from "@/lib/forms/consent";
import { looksLikeSpam } from "@/lib/forms/spam";
import { notify } from "@/lib/mail/notify";
import { planRequestAlert } from "@/lib/push/alert-texts";
import { acknowledgement, ownerNotification } from "@/lib/mail/mail-texts";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { newPaymentReference } from "@/lib/payments/payment-reference";
import { planPaymentNote } from "@/lib/payments/upi";
import {
  planRequestSchema,
  type PlanRequestItem,
  type SubmittedPlanRequest,
} from "@/lib/submissions/plan-request-schema";
import type { PaymentStep } from "@/lib/payments/payment-schema";
import { isStatusOf, type LeadStatus } from "@/lib/submissions/submission-status";
import { PlanRequest, type PlanRequestDoc } from "@/models/PlanRequest";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { batchedInsert } from "../../server/batched-insert";
import { connectDb } from "../../server/db";
import { findPage, normaliseQuery, type ListQuery, type Page } from "../../server/api/paging";
import { searchWordsFilter } from "@/models/shared/search-words.mjs";
import { FOLLOW_UP_CSV_COLUMNS, freshFollowUp, followUpOf, NEW_FOLLOW_UP } from "./follow-up";
import {
  newPayment,
  PAYMENT_CSV_COLUMNS,
  paymentFilter,
  paymentOf,
  paymentPageUrl,
  paymentStep,
  upiSettings,
} from "../../payments/data/payments";
import { decoy, recordBase } from "../../server/serialize";

export type PlanRequestQuery = ListQuery & { plan?: string; duration?: string; payment?: string };

const submitted = (doc: PlanRequestDoc & { _id: unknown }): SubmittedPlanRequest => ({
  ...recordBase(doc),
  name: doc.name,
  email: doc.email,
  phone: doc.phone,
  plan: doc.plan as PlanName,
  duration: doc.duration as PlanDuration,
  price: doc.price,
  ...followUpOf(doc, "new" as LeadStatus),
});

export const toItem = (doc: PlanRequestDoc & { _id: unknown }): PlanRequestItem => ({
  ...submitted(doc),
  payment: paymentOf(doc),
});

const insertPlanRequest = batchedInsert(PlanRequest);

/** Inserts, drawing another payment reference in the unlikely case one is taken. */
export async function insertWithReference(data: Partial<PlanRequestDoc>) {
  for (let attempt = 0; ; attempt++) {
    const payment = await newPayment();
    try {
      return (await insertPlanRequest({
        ...data,
        ...(payment ? { payment } : {}),
      })) as PlanRequestDoc & {
        _id: Types.ObjectId;
      };
    } catch (error) {
      if (!payment || !isDuplicateKey(error) || attempt >= 4) throw error;
    }
  }
}

/**
 * Stores a plan request (public). The price comes from the plan catalogue; a client-sent price
 * is ignored, and a duration that does not belong to the plan is refused. With UPI configured,
 * the answer carries the payment step and the acknowledgement links the payment page.
 */
export async function createPlanRequest(
  input: unknown,
  now: Date = new Date(),
): Promise<{ data: SubmittedPlanRequest; payment?: PaymentStep }> {
  const data = planRequestSchema.parse(input);
  if (durationOf(data.plan) !== data.duration) {
    throw badRequest(`${data.plan} lasts ${durationOf(data.plan)}`, {
      duration: [`${data.plan} lasts ${durationOf(data.plan)}`],
    });
  }
  const price = planPrice(data.plan);
  const body =
    typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  if (looksLikeSpam(body, now.getTime(), serverEnv.formMinSeconds)) {
    const payment = paymentStep({
      amount: price,
      note: planPaymentNote(data.plan, data.duration),
      reference: newPaymentReference(),
    });
    return {
      data: decoy({ ...data, price, ...freshFollowUp<LeadStatus>("new") }, now),
      ...(payment ? { payment } : {}),
    };
  }
  await connectDb();
  const doc = await insertWithReference({
    ...data,
    price,
    consent: consentFrom(body, now),
    ...NEW_FOLLOW_UP,
  });
  const reference = doc.payment?.reference ?? undefined;
  const note = planPaymentNote(data.plan, data.duration);
  const payment = reference ? paymentStep({ amount: price, note, reference }) : undefined;
  await notify(
    { collection: "plans", id: doc._id },
    [
      {
        kind: "owner",
        mail: ownerNotification(
          ownerEmail(),
          `New plan request: ${data.plan} from ${data.name}`,
          {
            Name: data.name,
            Email: data.email,
            Phone: data.phone,
            Plan: data.plan,
            Duration: data.duration,
            "Price (INR)": price,
            "Payment reference": reference,
          },
          data.email,
        ),
      },
      {
        kind: "acknowledgement",
        mail: acknowledgement(
          data.email,
          {
            form: "plan request",
            plan: data.plan,
            duration: data.duration,
            ...(reference
              ? { payment: { amount: price, pageUrl: paymentPageUrl(reference) } }
              : {}),
            intakeUrl: await intakeUrlFor({ collection: "plans", id: String(doc._id) }, now),
          },
          practice,
        ),
      },
    ],
    planRequestAlert(String(doc._id), data.plan, data.duration),
  );
  return { data: submitted(doc), ...(payment ? { payment } : {}) };
}

/**
 * Admin only. Plan requests newest first; `plan`, `duration`, `status` and `payment` filter
 * exactly (unknown values and "All" are ignored), `q` searches name, email and phone.
 */
export async function listPlanRequests(
  session: AdminSession,
  query: PlanRequestQuery = {},
): Promise<Page<PlanRequestItem>> {
  assertAdmin(session);
  const { q } = normaliseQuery(query);
  const filter: Record<string, unknown> = q ? searchWordsFilter(q) : {};
  if (query.plan && (PLAN_NAMES as readonly string[]).includes(query.plan))
    filter.plan = query.plan;
  if (query.duration && (PLAN_DURATIONS as readonly string[]).includes(query.duration))
    filter.duration = query.duration;
  if (isStatusOf("plans", query.status)) filter.status = query.status;
  Object.assign(filter, paymentFilter(query.payment));
  return findPage(PlanRequest, filter, query, toItem);
}

/** The CSV export's columns; the payment's only when UPI is configured. */
export const planRequestCsvColumns = () => [
  { header: "Name", value: (p: PlanRequestItem) => p.name },
  { header: "Email", value: (p: PlanRequestItem) => p.email },
  { header: "Phone", value: (p: PlanRequestItem) => p.phone },
  { header: "Plan", value: (p: PlanRequestItem) => p.plan },
  { header: "Duration", value: (p: PlanRequestItem) => p.duration },
  { header: "Price (INR)", value: (p: PlanRequestItem) => String(p.price) },
  ...FOLLOW_UP_CSV_COLUMNS,
  ...(upiSettings() ? PAYMENT_CSV_COLUMNS : []),
  { header: "Submitted at (IST)", value: (p: PlanRequestItem) => csvDateTime(p.createdAt) },
];
