import "server-only";
import { cancelUrlFor, practice } from "./practice";
import { claimDueReminders } from "@/lib/data/appointments";
import { enqueueMail } from "@/lib/data/outbox";
import { appointmentReminder } from "./templates";

/**
 * Queues the reminder of every booked appointment whose reminder is due (24 hours before it).
 * Each is claimed first, so passes running at once (instances, timer, cron) queue it once.
 */
export async function runReminderPass(now: Date = new Date()): Promise<number> {
  const due = await claimDueReminders(now);
  for (const slot of due) {
    const mail = appointmentReminder(slot, practice, await cancelUrlFor(slot));
    await enqueueMail("reminder", mail, { collection: "appointments", id: slot.id });
  }
  return due.length;
}
