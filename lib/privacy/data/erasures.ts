import "server-only";
import type { Types } from "mongoose";
import type { ErasureCounts, ErasureItem, ErasureSource } from "@/lib/privacy/people-schema";
import { Erasure } from "@/models/Erasure";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { connectDb, purgeSavedCopies } from "../../server/db";

type Deleted = PromiseLike<{ deletedCount: number }>;

/** Deletes from each collection at once and counts what went, in the log's terms. */
export async function eraseAll(
  deletes: Record<keyof ErasureCounts, Deleted>,
): Promise<ErasureCounts> {
  const kinds = Object.keys(deletes) as (keyof ErasureCounts)[];
  const results = await Promise.all(kinds.map((kind) => deletes[kind]));
  return Object.fromEntries(
    kinds.map((kind, i) => [kind, results[i]!.deletedCount]),
  ) as ErasureCounts;
}

/**
 * After an erasure's last write: makes sure the data directory keeps no older copy of what was
 * erased, so nothing erased stays on disk (AGENTS.md).
 */
export async function purgeErasedCopies(): Promise<void> {
  await purgeSavedCopies();
}

/** The erasure log: counts and who asked, never whose records they were. */
export async function logErasure(
  by: ErasureSource,
  counts: ErasureCounts,
  requestId?: Types.ObjectId,
): Promise<void> {
  await connectDb();
  await Erasure.create({ by, counts, ...(requestId ? { requestId } : {}) });
}

/** Admin only. The latest erasures, newest first. */
export async function listErasures(session: AdminSession, limit = 50): Promise<ErasureItem[]> {
  assertAdmin(session);
  await connectDb();
  const docs = await Erasure.find().sort({ createdAt: -1, _id: -1 }).limit(limit).lean();
  return docs.map((doc) => ({
    _id: String(doc._id),
    createdAt: (doc.createdAt ?? new Date(0)).toISOString(),
    by: doc.by,
    ...(doc.requestId ? { requestId: String(doc.requestId) } : {}),
    counts: {
      plans: doc.counts.plans,
      appointments: doc.counts.appointments,
      contacts: doc.counts.contacts,
      outbox: doc.counts.outbox,
      deletionRequests: doc.counts.deletionRequests,
      intakes: doc.counts.intakes ?? 0,
      clients: doc.counts.clients ?? 0,
      measurements: doc.counts.measurements ?? 0,
      programmes: doc.counts.programmes ?? 0,
      dietCharts: doc.counts.dietCharts ?? 0,
      clientMessages: doc.counts.clientMessages ?? 0,
      progressPhotos: doc.counts.progressPhotos ?? 0,
    },
  }));
}
