import "server-only";
import { trusted } from "mongoose";
import { toMinutes, WEEKDAYS } from "@/lib/booking/clinic-hours";
import { CELL_MINUTES, istDate, openStarts } from "@/lib/booking/slots";
import { serverEnv } from "@/lib/server/env";
import { HOLDING_STATUSES } from "@/lib/submissions/submission-status";
import { Appointment } from "@/models/Appointment";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { dayPlansBetween, type DayDetails } from "./consultations";
import { connectDb } from "../../server/db";
import { lengthOfStored } from "./slot-holds";

/**
 * Bookings the owner's later changes left outside her hours (issue 32). Changing the hours, adding
 * a block or closing a date never drops a booking already made: the desk lists those that no
 * longer fit, with why, for her to move or cancel.
 */

export type BookingConflict = {
  _id: string;
  name: string;
  date: string;
  /** HH:mm IST */
  time: string;
  typeName?: string;
  /** "on a closed date", "in a blocked time: School event", "outside Tuesday's hours" */
  reason: string;
};

const DAY_MS = 86_400_000;

/** Why a booking at `time` lasting `durationMinutes` no longer fits `day`, or null when it does. */
function whyOutside(day: DayDetails, date: string, time: string, durationMinutes: number) {
  if (day.closed)
    return day.closedReason ? `on a closed date: ${day.closedReason}` : "on a closed date";
  // Every start on a 5-minute mark: bookings made under other hours need not sit on today's grid.
  if (openStarts(day, durationMinutes, CELL_MINUTES).includes(time)) return null;
  const start = toMinutes(time);
  const end = start + durationMinutes;
  const block = day.blocks.find((b) => toMinutes(b.from) < end && start < toMinutes(b.to));
  if (block) return block.reason ? `in a blocked time: ${block.reason}` : "in a blocked time";
  return `outside ${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]}'s hours`;
}

/**
 * Admin only. The booked and confirmed appointments from today (IST) to the booking horizon whose
 * consultation is no longer within the hours of its date, by date and time.
 */
export async function bookingConflicts(
  session: AdminSession,
  now: Date = new Date(),
): Promise<BookingConflict[]> {
  assertAdmin(session);
  await connectDb();
  const from = istDate(now);
  const to = istDate(new Date(now.getTime() + serverEnv.booking.horizonDays * DAY_MS));
  const [docs, planOf] = await Promise.all([
    Appointment.find({
      date: trusted({ $gte: from, $lte: to }),
      status: trusted({ $in: [...HOLDING_STATUSES] }),
      time: trusted({ $exists: true }),
    })
      .select("name date time typeName startsAt endsAt bufferMinutes")
      .sort({ date: 1, time: 1 })
      .lean(),
    dayPlansBetween(from, to),
  ]);
  return docs.flatMap((doc) => {
    if (!doc.time) return [];
    const reason = whyOutside(
      planOf(doc.date),
      doc.date,
      doc.time,
      lengthOfStored(doc).durationMinutes,
    );
    if (!reason) return [];
    return [
      {
        _id: String(doc._id),
        name: doc.name,
        date: doc.date,
        time: doc.time,
        ...(doc.typeName ? { typeName: doc.typeName } : {}),
        reason,
      },
    ];
  });
}
