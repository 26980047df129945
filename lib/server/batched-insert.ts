import "server-only";
import type { Model } from "mongoose";

type Raw = Record<string, unknown> & { _id: unknown };
type Pending = { raw: Raw; resolve: (doc: Raw) => void; reject: (error: unknown) => void };

const MAX_BATCH = 100;
const DELAY_MS = 2;

/**
 * Group commit for public submissions: inserts that arrive within the same couple of
 * milliseconds, or while the previous batch is being written, reach the database as one
 * unordered insertMany. Under load that turns fifty
 * round trips into one (one command, one commit of the store's file); alone, a submission
 * waits 2 ms. Each document is validated by its
 * schema first and answered on its own: a write error rejects only its own document.
 * For documents whose _id the schema generates (every public submission).
 */
export function batchedInsert<D>(model: Model<D>): (data: Partial<D>) => Promise<Raw> {
  let queue: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing = false;

  /** Writes at most one batch at a time; whatever arrives meanwhile forms the next batch. */
  function schedule(delayMs: number): void {
    if (writing || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, delayMs);
  }

  async function flush(): Promise<void> {
    if (writing || queue.length === 0) return;
    writing = true;
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    try {
      await write(batch);
    } finally {
      writing = false;
      if (queue.length > 0) schedule(0);
    }
  }

  async function write(batch: Pending[]): Promise<void> {
    try {
      const docs = batch.map((p) => p.raw) as unknown as Parameters<
        typeof model.collection.insertMany
      >[0];
      await model.collection.insertMany(docs, { ordered: false });
      for (const p of batch) p.resolve(p.raw);
    } catch (error) {
      const failed = writeErrorIndexes(error);
      if (failed)
        return batch.forEach((p, index) =>
          failed.has(index) ? p.reject(error) : p.resolve(p.raw),
        );
      // The error does not say which documents failed (jongodb, the embedded server before the
      // store, reported an empty list): write them one by one to find out.
      await Promise.all(batch.map((p) => insertOne(p)));
    }
  }

  async function insertOne(p: Pending): Promise<void> {
    try {
      await model.collection.insertOne(
        p.raw as unknown as Parameters<typeof model.collection.insertOne>[0],
      );
      p.resolve(p.raw);
    } catch (error) {
      // _ids are fresh ObjectIds: a duplicate _id means the failed batch did store this one
      if (isDuplicateId(error)) p.resolve(p.raw);
      else p.reject(error);
    }
  }

  return async (data) => {
    const doc = new model(data);
    const now = new Date();
    doc.set({ createdAt: now, updatedAt: now });
    await doc.validate();
    const raw = doc.toObject({ depopulate: true }) as Raw;
    return new Promise<Raw>((resolve, reject) => {
      queue.push({ raw, resolve, reject });
      schedule(DELAY_MS);
    });
  };
}

/** Indexes of the documents a bulk write refused, or null when the error does not name them. */
function writeErrorIndexes(error: unknown): Set<number> | null {
  const writeErrors = (error as { writeErrors?: unknown } | null)?.writeErrors;
  const list = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
  if (list.length === 0 || (error as { name?: string }).name !== "MongoBulkWriteError") return null;
  return new Set(
    list.map((e: { index?: number; err?: { index?: number } }) => e.index ?? e.err?.index ?? -1),
  );
}

function isDuplicateId(error: unknown): boolean {
  const e = error as {
    code?: number;
    keyPattern?: Record<string, unknown>;
    message?: string;
  } | null;
  if (e?.code !== 11000) return false;
  return e.keyPattern
    ? Object.keys(e.keyPattern).join() === "_id"
    : /_id_ dup key|dup key: \{ _id/.test(e.message ?? "");
}
