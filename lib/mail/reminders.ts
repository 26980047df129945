import "server-only";
import { trusted } from "mongoose";
import { connectDb } from "@/lib/data/db";
import { enqueueMail } from "./outbox";
import { Appointment } from "@/models";
import { appointmentReminder } from "@/lib/mail/templates";
import { cancelUrlFor, practice, slotOf } from "@/lib/booking/practice";

export const REMINDER_LEAD_MS = 24 * 60 * 60_000;

/** When a booked slot's reminder is due, or undefined when the booking is too close to need one. */
export function reminderDueAt(startsAt: Date, bookedAt: Date): Date | undefined {
  const due = new Date(startsAt.getTime() - REMINDER_LEAD_MS);
  return due > bookedAt ? due : undefined;
}

/**
 * Queues the reminder of every booked appointment whose reminder is due. Each is claimed with
 * one conditional update, so passes running at once (instances, timer, cron) queue it once.
 */
export async function runReminderPass(now: Date = new Date()): Promise<number> {
  await connectDb();
  const due = await Appointment.find({
    status: "booked",
    "reminder.dueAt": trusted({ $lte: now }),
    "reminder.claimedAt": null,
    startsAt: trusted({ $gt: now }),
  })
    .limit(200)
    .lean();
  let queued = 0;
  for (const appointment of due) {
    const claim = await Appointment.updateOne(
      { _id: appointment._id, status: "booked", "reminder.claimedAt": null },
      { $set: { "reminder.claimedAt": now } },
    );
    if (claim.modifiedCount !== 1) continue;
    const slot = slotOf(appointment);
    await enqueueMail("reminder", appointmentReminder(slot, practice, await cancelUrlFor(slot)), {
      collection: "appointments",
      id: appointment._id,
    });
    queued++;
  }
  return queued;
}
