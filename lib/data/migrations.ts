import "server-only";
import { trusted } from "mongoose";
import { Appointment } from "@/models/Appointment";
import { Contact } from "@/models/Contact";
import { PlanRequest } from "@/models/PlanRequest";

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
  ]);
}

/** The slot index used to be partial on status "booked"; `one_held_slot` replaces it. */
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
