import "server-only";
import mongoose, { trusted, type Model, type QueryFilter, type Types } from "mongoose";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { deletionUrlFor } from "@/lib/mail/practice";
import { withDeletionLink } from "@/lib/mail/mail-texts";
import type { OutgoingMail } from "@/lib/mail/transport";
import { Outbox, type OutboxDoc } from "@/models/Outbox";
import { batchedInsert } from "../../server/batched-insert";
import { connectDb } from "../../server/db";
import { SUBMISSION_MODELS } from "../../submissions/data/submission-models";

/**
 * The outbox's storage: every email is stored here before it is sent (lib/mail/delivery.ts
 * delivers them), so a message survives an SMTP outage or a restart.
 */

/** The submissions a message can be about; each mirrors its emails' state in `mail.<kind>`. */
export type MailRef = { collection: keyof typeof SUBMISSION_MODELS; id: Types.ObjectId | string };

const isSubmission = (name: unknown): name is MailRef["collection"] =>
  typeof name === "string" && Object.hasOwn(SUBMISSION_MODELS, name);

export const MAIL_AUDIENCES = ["owner", "visitor"] as const;
export type MailAudience = (typeof MAIL_AUDIENCES)[number];

/**
 * Whom each kind of message goes to. "visitor": an address typed into a public form, which
 * nobody has verified; such mail counts against the hourly cap. The owner's mail never waits.
 */
const AUDIENCE = {
  owner: "owner",
  "owner-cancellation": "owner",
  "owner-reschedule": "owner",
  "sign-in-paused": "owner",
  "deletion-request": "owner",
  "owner-payment": "owner",
  "backup-failed": "owner",
  "owner-client-message": "owner",
  acknowledgement: "visitor",
  confirmation: "visitor",
  reminder: "visitor",
  cancellation: "visitor",
  "review-request": "visitor",
  reschedule: "visitor",
  receipt: "visitor",
  renewal: "visitor",
  "diet-chart": "visitor",
  "client-sign-in": "visitor",
  "client-message": "visitor",
} as const satisfies Record<string, MailAudience>;
export type MailKind = keyof typeof AUDIENCE;
/** Every kind of mail (lib/mail/every-kind.test.ts sends each one). */
export const MAIL_KINDS = Object.keys(AUDIENCE) as MailKind[];
export const audienceOf = (kind: MailKind): MailAudience => AUDIENCE[kind];

const insertMessage = batchedInsert(Outbox);

/**
 * The stored form of a message: its kind's audience and the submission it is about. Every
 * message to a visitor gets its "request deletion of my data" link here, the one place all
 * visitor mail passes (DPDP Act 2023), whatever its kind.
 */
async function messageDoc(
  kind: MailKind,
  mail: OutgoingMail,
  ref?: MailRef,
): Promise<Partial<OutboxDoc>> {
  const audience = AUDIENCE[kind];
  const stored =
    audience === "visitor" ? withDeletionLink(mail, await deletionUrlFor(mail.to)) : mail;
  return {
    kind,
    audience,
    ...stored,
    ref: ref && { collection: ref.collection, id: new mongoose.Types.ObjectId(ref.id) },
  } as Partial<OutboxDoc>;
}

/** Stores a message for delivery (group-committed with others); the caller never waits on SMTP. */
export async function enqueueMail(
  kind: MailKind,
  mail: OutgoingMail,
  ref?: MailRef,
): Promise<void> {
  await connectDb();
  await insertMessage(await messageDoc(kind, mail, ref));
}

/**
 * Stores a message that must exist at most once, named by `onceKey` (a unique index decides):
 * true when this call stored it, false when it was already there. Storing it is the claim, so
 * a pass that dies right after it has lost nothing and one running again sends nothing twice.
 */
export async function enqueueMailOnce(
  onceKey: string,
  kind: MailKind,
  mail: OutgoingMail,
  ref?: MailRef,
): Promise<boolean> {
  await connectDb();
  try {
    await Outbox.create({ ...(await messageDoc(kind, mail, ref)), onceKey });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * Start-up (lib/upkeep/start-up.ts) on the embedded database this process owns: mail a stopped process
 * was sending is due again, since with one process per data directory nobody else is sending it.
 * Runs while the connection opens, so it uses the model without `connectDb`.
 */
export async function requeueInterruptedMail(): Promise<void> {
  await Outbox.updateMany({ status: "sending" }, { $set: { status: "pending" } });
}

/** A message claimed for one delivery attempt. */
export type ClaimedMail = {
  _id: Types.ObjectId;
  kind: string;
  audience: MailAudience;
  mail: OutgoingMail;
  /** attempts so far, this one included */
  attempts: number;
  ref?: MailRef;
};

/** Due now: pending and due, or claimed by a pass that died more than `staleAfterMs` ago. */
const dueFilter = (at: Date, staleAfterMs: number): QueryFilter<OutboxDoc> => ({
  $or: [
    { status: "pending", nextAttemptAt: trusted({ $lte: at }) },
    { status: "sending", claimedAt: trusted({ $lte: new Date(at.getTime() - staleAfterMs) }) },
  ],
});

/**
 * Claims the next due message (of `audience` alone when given): "none" when nothing is due,
 * "lost" when another pass claimed it first. The claim is a conditional updateOne on the attempt
 * count we read, so exactly one pass wins (on MongoDB and the store alike; jongodb, the embedded
 * server before the store, did not apply findOneAndUpdate atomically).
 */
export async function claimNextMail(
  at: Date,
  staleAfterMs: number,
  audience?: MailAudience,
): Promise<ClaimedMail | "none" | "lost"> {
  await connectDb();
  const due = { ...dueFilter(at, staleAfterMs), ...(audience ? { audience } : {}) };
  const candidate = await Outbox.findOne(due)
    .sort({ nextAttemptAt: 1, _id: 1 })
    .select("_id attempts")
    .lean();
  if (!candidate) return "none";
  const claim = await Outbox.updateOne(
    { _id: candidate._id, attempts: candidate.attempts, ...due },
    { $set: { status: "sending", claimedAt: at }, $inc: { attempts: 1 } },
  );
  if (claim.modifiedCount !== 1) return "lost";
  const message = await Outbox.findById(candidate._id).lean();
  if (!message) return "lost";
  const { ref } = message;
  return {
    _id: message._id,
    kind: message.kind,
    // a message stored before audiences were recorded is held like a visitor's
    audience: message.audience === "owner" ? "owner" : "visitor",
    attempts: message.attempts,
    mail: {
      to: message.to,
      replyTo: message.replyTo ?? undefined,
      subject: message.subject,
      text: message.text,
      attachments: message.attachments,
    },
    ref:
      ref?.id && isSubmission(ref.collection)
        ? { collection: ref.collection, id: ref.id }
        : undefined,
  };
}

export async function markSent(message: ClaimedMail, at: Date): Promise<void> {
  await Outbox.updateOne(
    { _id: message._id },
    { $set: { status: "sent", sentAt: at, lastError: null } },
  );
  await mirror(message, { status: "sent", attempts: message.attempts, sentAt: at });
}

/** A failed attempt: tried again at `retryAt`, or given up for good when `retryAt` is null. */
export async function markFailed(
  message: ClaimedMail,
  lastError: string,
  retryAt: Date | null,
): Promise<void> {
  const status = retryAt ? "pending" : "failed";
  await Outbox.updateOne(
    { _id: message._id },
    { $set: { status, lastError, ...(retryAt ? { nextAttemptAt: retryAt } : {}) } },
  );
  const state = retryAt ? "retrying" : "failed";
  await mirror(message, { status: state, attempts: message.attempts, lastError });
}

/**
 * The visitor-mail cap is reached: puts the claimed message back untried (its attempt taken
 * back, so waiting never brings it closer to giving up) and holds every other due visitor
 * message too, all due again at `until`. Returns how many messages it held.
 */
export async function holdVisitorMail(
  claimed: ClaimedMail,
  at: Date,
  until: Date,
): Promise<number> {
  const back = await Outbox.updateOne(
    { _id: claimed._id, status: "sending", attempts: claimed.attempts },
    { $set: { status: "pending", nextAttemptAt: until, claimedAt: null }, $inc: { attempts: -1 } },
  );
  const others = await Outbox.updateMany(
    {
      status: "pending",
      nextAttemptAt: trusted({ $lte: at }),
      audience: trusted({ $ne: "owner" }),
    },
    { $set: { nextAttemptAt: until } },
  );
  return back.modifiedCount + others.modifiedCount;
}

/** Records the delivery state of one kind of message on the submission it is about. */
async function mirror(message: ClaimedMail, state: Record<string, unknown>): Promise<void> {
  if (!message.ref) return;
  const model = SUBMISSION_MODELS[message.ref.collection] as unknown as Model<{ mail?: unknown }>;
  await model.updateOne({ _id: message.ref.id }, { $set: { [`mail.${message.kind}`]: state } });
}
