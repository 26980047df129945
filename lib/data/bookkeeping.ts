import "server-only";
import { trusted } from "mongoose";
import { Outbox } from "@/models/Outbox";
import { RateLimit } from "@/models/RateLimit";
import { connectDb } from "./db";

const DAY_MS = 86_400_000;

/**
 * What the store would otherwise keep growing without end, trimmed by the daily pass: the text of
 * each email sent more than `mailBodyDays` ago (its delivery record, to whom, what and when, stays
 * until the retention period), and rate-limit windows that have ended (MongoDB's TTL index
 * removes them itself; the embedded engine may not).
 */
export async function pruneBookkeeping(
  now: Date,
  mailBodyDays: number,
): Promise<{ mailBodies: number; rateLimitWindows: number }> {
  await connectDb();
  const sentBefore = new Date(now.getTime() - mailBodyDays * DAY_MS);
  const bodies = await Outbox.updateMany(
    {
      status: "sent",
      sentAt: trusted({ $lt: sentBefore }),
      bodyPrunedAt: trusted({ $exists: false }),
    },
    { $unset: { html: 1, attachments: 1 }, $set: { text: "", bodyPrunedAt: now } },
  );
  const windows = await RateLimit.deleteMany({ expiresAt: trusted({ $lt: now }) });
  return { mailBodies: bodies.modifiedCount, rateLimitWindows: windows.deletedCount };
}
