import "server-only";
import { mongo, trusted } from "mongoose";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { slugify, withSuffix } from "@/lib/publishing/slug";
import { Appointment } from "@/models/Appointment";
import { Blog } from "@/models/Blog";
import { Contact } from "@/models/Contact";
import { Marker } from "@/models/Marker";
import { PlanRequest } from "@/models/PlanRequest";
import { Receipt } from "@/models/Receipt";
import { searchedFields } from "@/models/shared/searchable";
import { searchWordsOf } from "@/models/shared/search-words.mjs";
import { holdFields, lengthOfStored, type StoredLength } from "../../booking/data/slot-holds";

/**
 * Brings records stored by earlier versions to today's shape, at every start (each step is
 * idempotent and cheap once done, and safe with several instances starting at once).
 */
export async function migrateStoredRecords(): Promise<void> {
  const missing = { status: trusted({ $exists: false }) };
  await Promise.all([
    PlanRequest.updateMany(missing, { $set: { status: "new" } }),
    Contact.updateMany(missing, { $set: { status: "new" } }),
    // Appointment statuses before the owner's follow-up: two kinds of cancellation.
    Appointment.collection.updateMany(
      { status: "cancelled-by-client" },
      { $set: { status: "cancelled", cancelledBy: "client" } },
    ),
    Appointment.collection.updateMany(
      { status: "cancelled-by-practice" },
      { $set: { status: "cancelled", cancelledBy: "practice" } },
    ),
    dropIndex(Appointment.collection, "one_booking_per_slot"),
    // receipts were all plan requests' (unique planRequest); `one_per_payable` replaces it
    dropIndex(Receipt.collection, "planRequest_1"),
    holdCellsOfOlderBookings(),
    migrateBlogPosts(),
    fillSearchWords(),
  ]);
}

const SEARCH_WORDS_MARK = "search-words-1";

/**
 * The admin's search words (models/shared/search-words.mjs) for the submissions stored before them
 * (or restored from an older backup), once: a marker says it is done, so later starts read
 * nothing. Records without words are found again by the next pass, so a crash in between loses
 * nothing.
 */
export async function fillSearchWords(): Promise<void> {
  if (await Marker.exists({ _id: SEARCH_WORDS_MARK })) return;
  for (const model of [Contact, PlanRequest, Appointment] as const) {
    const fields = searchedFields(model.schema);
    const collection = model.collection;
    const older = collection.find(
      { searchWords: { $exists: false } },
      { projection: Object.fromEntries(fields.map((field) => [field, 1])) },
    );
    let updates: mongo.AnyBulkWriteOperation[] = [];
    const write = async () => {
      if (updates.length) await collection.bulkWrite(updates, { ordered: false });
      updates = [];
    };
    for await (const doc of older) {
      const searchWords = searchWordsOf(fields.map((field) => doc[field]));
      updates.push({ updateOne: { filter: { _id: doc._id }, update: { $set: { searchWords } } } });
      if (updates.length >= 500) await write();
    }
    await write();
  }
  await Marker.updateOne(
    { _id: SEARCH_WORDS_MARK },
    { $set: { at: new Date() } },
    { upsert: true },
  );
}

/**
 * Posts stored before each had a page: published since they were written, and a slug from the
 * title (numbered when taken; the unique index decides, and only a post still without a slug is
 * changed, so instances starting together agree).
 */
async function migrateBlogPosts(): Promise<void> {
  await Blog.collection.updateMany(
    { status: trusted({ $exists: false }) },
    { $set: { status: "published", previousSlugs: [] } },
  );
  const old = await Blog.collection
    .find({
      $or: [{ slug: trusted({ $exists: false }) }, { publishAt: trusted({ $exists: false }) }],
    })
    .toArray();
  for (const post of old) {
    if (post.publishAt === undefined)
      await Blog.collection.updateOne(
        { _id: post._id, publishAt: trusted({ $exists: false }) },
        { $set: { publishAt: post.createdAt ?? new Date() } },
      );
    if (post.slug !== undefined) continue;
    const base = slugify(String(post.title ?? ""));
    for (let n = 1; n <= 100; n++) {
      try {
        await Blog.collection.updateOne(
          { _id: post._id, slug: trusted({ $exists: false }) },
          { $set: { slug: withSuffix(base, n) } },
        );
        break;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
  }
}

/**
 * Bookings held before appointment types hold their slot's cells too (lib/booking/data/slot-holds.ts),
 * so a longer booking can never be put over them. Older bookings never overlap (one length, one
 * grid); should two ever, the later keeps its slot and the owner sees it on the desk.
 */
async function holdCellsOfOlderBookings(): Promise<void> {
  const older = await Appointment.collection
    .find({ slotKey: trusted({ $exists: true }), slotCells: trusted({ $exists: false }) })
    .toArray();
  for (const doc of older) {
    if (typeof doc.time !== "string" || typeof doc.date !== "string") continue;
    const { slotCells } = holdFields(doc.date, doc.time, lengthOfStored(doc as StoredLength));
    await Appointment.collection
      .updateOne(
        {
          _id: doc._id,
          slotKey: trusted({ $exists: true }),
          slotCells: trusted({ $exists: false }),
        },
        { $set: { slotCells } },
      )
      .catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
      });
  }
}

/** Drops an index that a schema no longer declares (another replaced it), if it is there. */
async function dropIndex(
  collection: {
    indexExists(name: string): Promise<boolean>;
    dropIndex(name: string): Promise<unknown>;
  },
  name: string,
): Promise<void> {
  if (await collection.indexExists(name).catch(() => false))
    await collection.dropIndex(name).catch(() => undefined);
}
