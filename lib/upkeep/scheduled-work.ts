import "server-only";
import { pruneBookkeeping } from "@/lib/mail/data/bookkeeping";
import { syncClients } from "@/lib/clients/data/clients";
import { runRenewalReminders } from "@/lib/programmes/data/renewals";
import { runClientReminders } from "@/lib/push/data/client-reminders";
import { runScheduledBackup } from "@/lib/backup/data/scheduled-backup";
import { applyRetention } from "@/lib/privacy/data/retention-pass";
import { removeUnusedImages } from "@/lib/publishing/data/unused-images";
import { serverEnv } from "@/lib/server/env";
import { deliverDueMail } from "../mail/delivery";
import { runReminderPass } from "../booking/reminders";

/** The daily part runs once a day in each process: the image sweep reads every post. */
const DAILY_EVERY_MS = 24 * 60 * 60_000;
let lastDailyPass = -Infinity;

/**
 * One pass of the background work: queue due reminders, deliver due mail, then delete what is
 * past the retention period (RETENTION_MONTHS; `erased` counts the records deleted), file new
 * submissions under their clients (`clientsFiled`, lib/clients/data/clients.ts), queue the renewal
 * reminders of programmes ending in RENEWAL_REMINDER_DAYS (`renewals`), send the reminders on
 * clients' phones (`clientAlerts`: a visit tomorrow, weigh-in day, renewal due;
 * lib/push/data/client-reminders.ts) and, once a
 * day, the uploaded images no post shows (`imagesDeleted`), the text of mail sent more than
 * MAIL_BODY_DAYS ago (`mailBodiesPruned`) and ended rate-limit windows. The nightly backup
 * (`backedUp`, lib/backup/data/scheduled-backup.ts) is claimed once a day across every instance, so each
 * pass only asks whether today's is taken.
 */
export async function runScheduledWork(now: Date = new Date()): Promise<{
  reminders: number;
  sent: number;
  failed: number;
  held: number;
  erased: number;
  imagesDeleted: number;
  mailBodiesPruned: number;
  clientsFiled: number;
  renewals: number;
  clientAlerts: number;
  backedUp: boolean;
}> {
  const reminders = await runReminderPass(now);
  const delivery = await deliverDueMail();
  const retention = await applyRetention(now, serverEnv.retentionMonths);
  const erased = Object.values(retention).reduce((sum, n) => sum + n, 0);
  // the client list's first pass over years of records happens here, not on the owner's page
  const clientsFiled = await syncClients({ limit: 5000 });
  const renewals = await runRenewalReminders(now, serverEnv.renewalReminderDays);
  const clientAlerts = await runClientReminders(now);
  const backedUp = Boolean(await runScheduledBackup(now));
  let imagesDeleted = 0;
  let mailBodiesPruned = 0;
  if (now.getTime() - lastDailyPass >= DAILY_EVERY_MS) {
    lastDailyPass = now.getTime();
    imagesDeleted = await removeUnusedImages(now);
    mailBodiesPruned = (await pruneBookkeeping(now, serverEnv.mailBodyDays)).mailBodies;
  }
  return {
    reminders,
    ...delivery,
    erased,
    imagesDeleted,
    mailBodiesPruned,
    clientsFiled,
    renewals,
    clientAlerts,
    backedUp,
  };
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
