import "server-only";
import { trusted } from "mongoose";
import { istDate } from "@/lib/booking/slots";
import { closedDateSchema, closedDateText } from "@/lib/booking/closed-date-schema";
import { ClosedDate } from "@/models/ClosedDate";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { connectDb } from "../../server/db";

export type ClosedDateItem = { date: string; reason: string };

/** Closed dates from today on (public: the slot picker needs them). */
export async function upcomingClosedDates(now: Date = new Date()): Promise<ClosedDateItem[]> {
  await connectDb();
  const docs = await ClosedDate.find({ _id: trusted({ $gte: istDate(now) }) })
    .sort({ _id: 1 })
    .lean();
  return docs.map((d) => ({ date: d._id, reason: d.reason }));
}

/** Admin only. Closes a date for bookings; closing it twice keeps one entry. */
export async function addClosedDate(
  session: AdminSession,
  input: unknown,
): Promise<ClosedDateItem> {
  assertAdmin(session);
  const { date, reason } = closedDateSchema.parse(input);
  await connectDb();
  await ClosedDate.updateOne({ _id: date }, { $set: { reason } }, { upsert: true });
  return { date, reason };
}

/** Admin only. Reopens a date. */
export async function removeClosedDate(session: AdminSession, date: string): Promise<void> {
  assertAdmin(session);
  await connectDb();
  await ClosedDate.deleteOne({ _id: closedDateText.parse(date) });
}
