import "server-only";
import mongoose, { trusted, type QueryFilter, type Types } from "mongoose";
import { connectDb } from "@/lib/data/db";
import { serverEnv } from "@/lib/env";
import { site } from "@/lib/site";
import { Outbox } from "@/models";
import { batchedInsert } from "@/lib/data/batched-insert";
import type { OutboxDoc } from "@/models/Outbox";
import { getMailer, type Mailer, type OutgoingMail } from "@/lib/mail/transport";

export const MAX_ATTEMPTS = 8;
/** A claim older than this belongs to a pass that died mid-send; the message is tried again. */
const STALE_CLAIM_MS = 10 * 60_000;

/** 1, 2, 4, 8 ... minutes after each failure, at most an hour. */
export const backoffMs = (attempts: number) =>
  Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

export type MailRef = { collection: string; id: Types.ObjectId | string };

const insertMessage = batchedInsert(Outbox);

/** Stores a message for delivery (group-committed with others); the caller never waits on SMTP. */
export async function enqueueMail(kind: string, mail: OutgoingMail, ref?: MailRef): Promise<void> {
  await connectDb();
  const message = {
    kind,
    ...mail,
    ref: ref
      ? { collection: ref.collection, id: new mongoose.Types.ObjectId(String(ref.id)) }
      : undefined,
  };
  await insertMessage(message as unknown as Partial<OutboxDoc>); // plain attachment objects; the schema casts them
}

const delivery = globalThis as typeof globalThis & {
  __mailPass?: { running: boolean; again: boolean };
};
const pass = (delivery.__mailPass ??= { running: false, again: false });

/**
 * Starts a delivery pass in the background, one at a time per process: a kick during a pass
 * asks for one more pass after it, so a burst of submissions never starts a burst of passes.
 */
export function kickDelivery(): void {
  if (pass.running) {
    pass.again = true;
    return;
  }
  pass.running = true;
  void (async () => {
    do {
      pass.again = false;
      await deliverDueMail().catch((error: unknown) =>
        console.error("[mail] delivery pass failed:", error),
      );
    } while (pass.again);
    pass.running = false;
  })();
}

/**
 * Sends every due message once. Each is claimed with one atomic update, so concurrent passes
 * (several instances, the timer and the cron endpoint) never send the same message twice.
 */
export async function deliverDueMail(
  options: { now?: () => Date; mailer?: Mailer; limit?: number } = {},
): Promise<{ sent: number; failed: number }> {
  await connectDb();
  const now = options.now ?? (() => new Date());
  const mailer = options.mailer ?? getMailer();
  const from = serverEnv.mail.from ?? `${site.brand} <${site.email}>`;
  const result = { sent: 0, failed: 0 };
  for (let i = 0; i < (options.limit ?? 100); i++) {
    const message = await claimNext(now());
    if (message === "none") break;
    if (message === "lost") continue; // another pass took it first
    const ref =
      message.ref?.collection && message.ref.id
        ? { collection: message.ref.collection, id: message.ref.id }
        : undefined;
    try {
      await mailer.send(
        {
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
          attachments: message.attachments,
        },
        from,
      );
      await Outbox.updateOne(
        { _id: message._id },
        { $set: { status: "sent", sentAt: now(), lastError: null } },
      );
      if (ref)
        await mirror(ref, message.kind, {
          status: "sent",
          attempts: message.attempts,
          sentAt: now(),
        });
      result.sent++;
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const gaveUp = message.attempts >= MAX_ATTEMPTS;
      await Outbox.updateOne(
        { _id: message._id },
        {
          $set: {
            status: gaveUp ? "failed" : "pending",
            lastError,
            nextAttemptAt: new Date(now().getTime() + backoffMs(message.attempts)),
          },
        },
      );
      if (ref)
        await mirror(ref, message.kind, {
          status: gaveUp ? "failed" : "retrying",
          attempts: message.attempts,
          lastError,
        });
      console.warn(
        `[mail] ${message.kind} to ${message.to} failed (attempt ${message.attempts}${gaveUp ? ", giving up" : ""}): ${lastError}`,
      );
      result.failed++;
    }
  }
  return result;
}

/** Whether a message is due now: pending and due, or claimed by a pass that died. */
const dueFilter = (at: Date): QueryFilter<OutboxDoc> => ({
  $or: [
    { status: "pending", nextAttemptAt: trusted({ $lte: at }) },
    { status: "sending", claimedAt: trusted({ $lte: new Date(at.getTime() - STALE_CLAIM_MS) }) },
  ],
});

/**
 * Claims the next due message. The claim is a conditional updateOne on the attempt count we
 * read, so exactly one pass wins it. (Not findOneAndUpdate: the embedded jongodb server does
 * not apply it atomically under concurrency; conditional updateOne it does, as MongoDB does.)
 */
async function claimNext(at: Date) {
  const candidate = await Outbox.findOne(dueFilter(at))
    .sort({ nextAttemptAt: 1 })
    .select("_id attempts")
    .lean();
  if (!candidate) return "none" as const;
  const claim = await Outbox.updateOne(
    { _id: candidate._id, attempts: candidate.attempts, ...dueFilter(at) },
    { $set: { status: "sending", claimedAt: at }, $inc: { attempts: 1 } },
  );
  if (claim.modifiedCount !== 1) return "lost" as const;
  return (await Outbox.findById(candidate._id).lean()) ?? ("lost" as const);
}

/** Records the delivery state of one kind of message on the submission it concerns. */
async function mirror(ref: MailRef, kind: string, state: Record<string, unknown>): Promise<void> {
  await mongoose.connection
    .collection(ref.collection)
    .updateOne(
      { _id: new mongoose.Types.ObjectId(String(ref.id)) },
      { $set: { [`mail.${kind}`]: state } },
    );
}
