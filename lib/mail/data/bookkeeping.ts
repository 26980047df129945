import "server-only";
import { trusted, type Types } from "mongoose";
import { Outbox } from "@/models/Outbox";
import { RateLimit } from "@/models/RateLimit";
import { connectDb } from "../../server/db";
import { purgeErasedCopies } from "../../privacy/data/erasures";
import { removeUnnamedReports } from "../../clients/data/intakes";

const DAY_MS = 86_400_000;
const PRUNE_BATCH = 500;

/**
 * What the store would otherwise keep growing without end, trimmed by the daily pass: the text of
 * each email sent more than `mailBodyDays` ago (its delivery record, to whom, what and when, stays
 * until the retention period), rate-limit windows that have ended (MongoDB's TTL index
 * removes them itself; the embedded engine may not), and intake reports no intake names
 * (`removeUnnamedReports`).
 */
export async function pruneBookkeeping(
  now: Date,
  mailBodyDays: number,
): Promise<{ mailBodies: number; rateLimitWindows: number; reports: number }> {
  await connectDb();
  const sentBefore = new Date(now.getTime() - mailBodyDays * DAY_MS);
  const due = {
    status: "sent" as const,
    sentAt: trusted({ $lt: sentBefore }),
    bodyPrunedAt: trusted({ $exists: false }),
  };
  // In batches, walking forward by _id: the first pass over a practice's years of mail would
  // otherwise be one command that holds the embedded store for seconds (measured at 200,000
  // mails: the driver's heartbeat timed out and requests answered 503), and batches that each
  // searched from the start again cost the square of the backlog.
  let mailBodies = 0;
  let after: Types.ObjectId | null = null;
  for (;;) {
    const batch: { _id: Types.ObjectId }[] = await Outbox.find(
      after ? { ...due, _id: trusted({ $gt: after }) } : due,
    )
      .sort({ _id: 1 })
      .select({ _id: 1 })
      .limit(PRUNE_BATCH)
      .lean();
    if (batch.length === 0) break;
    const pruned = await Outbox.updateMany(
      { _id: trusted({ $in: batch.map((doc) => doc._id) }) },
      { $unset: { html: 1, attachments: 1, replyTo: 1 }, $set: { text: "", bodyPrunedAt: now } },
    );
    mailBodies += pruned.modifiedCount;
    if (batch.length < PRUNE_BATCH) break;
    after = batch.at(-1)!._id;
  }
  const windows = await RateLimit.deleteMany({ expiresAt: trusted({ $lt: now }) });
  const reports = await removeUnnamedReports(now);
  if (reports > 0) await purgeErasedCopies(); // health data: gone from disk too
  return { mailBodies, rateLimitWindows: windows.deletedCount, reports };
}
