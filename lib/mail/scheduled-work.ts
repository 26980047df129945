import "server-only";
import { deliverDueMail } from "./outbox";
import { runReminderPass } from "./reminders";

/** One pass of the background work: queue due reminders, then deliver due mail. */
export async function runScheduledWork(
  now: Date = new Date(),
): Promise<{ reminders: number; sent: number; failed: number; held: number }> {
  const reminders = await runReminderPass(now);
  return { reminders, ...(await deliverDueMail()) };
}

/** Every few minutes in each server process (npm start); concurrent passes are safe. */
export function startScheduledWork(everyMs = 5 * 60_000): void {
  const run = () =>
    void runScheduledWork().catch((error: unknown) =>
      console.error("[scheduler] pass failed:", error instanceof Error ? error.message : error),
    );
  setTimeout(run, 10_000).unref();
  setInterval(run, everyMs).unref();
}
