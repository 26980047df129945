import "server-only";
import { slotKeyOf } from "@/lib/booking/slots";
import { practice, selfServiceLinks } from "../mail/practice";
import { dueReminders, markReminderQueued } from "@/lib/booking/data/appointments";
import { enqueueMailOnce } from "@/lib/mail/data/outbox";
import { appointmentReminder } from "../mail/mail-texts";

/**
 * The outbox key of an appointment's reminder: one message per appointment and slot, ever. A
 * client who moves their appointment gets the reminder of the new time; never two for one slot.
 */
export const reminderKey = (appointmentId: string, slotKey: string) =>
  `reminder:${appointmentId}@${slotKey}`;

/**
 * Queues the reminder of every booked appointment whose reminder is due (24 hours before it)
 * and returns how many this pass queued. The outbox entry, unique per appointment, is the
 * claim: passes running at once (instances, timer, cron) queue it once, and a pass that dies
 * between queuing and marking leaves the next pass only the marking to do. Nothing is marked
 * before its message is stored, so a crash never loses a reminder.
 */
export async function runReminderPass(now: Date = new Date()): Promise<number> {
  let queued = 0;
  for (const slot of await dueReminders(now)) {
    const { cancelUrl, rescheduleUrl } = await selfServiceLinks(slot);
    const mail = appointmentReminder(slot, practice, cancelUrl, rescheduleUrl);
    const ref = { collection: "appointments" as const, id: slot.id };
    const key = reminderKey(slot.id, slotKeyOf(slot.date, slot.time ?? ""));
    if (await enqueueMailOnce(key, "reminder", mail, ref)) queued += 1;
    await markReminderQueued(slot.id, now);
  }
  return queued;
}
