import "server-only";
import { applyRetention } from "@/lib/data/retention";
import { serverEnv } from "@/lib/env";
import { deliverDueMail } from "./outbox";
import { runReminderPass } from "./reminders";

/**
 * One pass of the background work: queue due reminders, deliver due mail, then delete what is
 * past the retention period (RETENTION_MONTHS; `erased` counts the records deleted).
 */
export async function runScheduledWork(now: Date = new Date()): Promise<{
  reminders: number;
  sent: number;
  failed: number;
  held: number;
  erased: number;
}> {
  const reminders = await runReminderPass(now);
  const delivery = await deliverDueMail();
  const retention = await applyRetention(now, serverEnv.retentionMonths);
  const erased = Object.values(retention).reduce((sum, n) => sum + n, 0);
  return { reminders, ...delivery, erased };
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
