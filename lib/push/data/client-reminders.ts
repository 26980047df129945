import "server-only";
import { trusted, type Types } from "mongoose";
import { istDate, istTime } from "@/lib/booking/slots";
import { emailKey, phoneKey } from "@/lib/clients/person-keys";
import { addDays } from "@/lib/programmes/dates";
import { HOLDING_STATUSES } from "@/lib/submissions/submission-status";
import { Appointment } from "@/models/Appointment";
import { Client } from "@/models/Client";
import { Programme } from "@/models/Programme";
import { alertClient } from "../client-alerts";
import { renewalDueAlert, visitTomorrowAlert, weighInAlert } from "../client-alert-texts";
import { connectDb } from "../../server/db";
import { clientsWithPush, dropOrphanClientSubscriptions } from "./client-push-subscriptions";

/** No reminder buzzes her phone before this time of day (IST): the pass runs from midnight. */
export const CLIENT_REMINDERS_FROM = "08:00";

/**
 * The client's reminders on her phone (issue 43), for clients with a phone subscribed in /my
 * (the others keep the reminder emails that exist; no new email), from CLIENT_REMINDERS_FROM:
 * "Visit tomorrow" the day before an appointment of hers (India's calendar); "Weigh-in day" on
 * the weekday the owner set for her running programme, once a week; "Renewal due" once the
 * renewal email of her programme's current end went (lib/programmes/data/renewals.ts), until
 * that end. Each is claimed on its record before it is sent (a conditional update of
 * `visitAlertFor`, `weighInAlertedOn`, `renewal.alertedAt`), so concurrent passes, instances and
 * restarts send it once and never twice; a claim whose sending failed is not retried. Returns
 * how many alerts this pass sent out.
 */
export async function runClientReminders(now: Date = new Date()): Promise<number> {
  // the phones of a record merged into another (or otherwise gone) are hers no more
  await dropOrphanClientSubscriptions();
  if (istTime(now) < CLIENT_REMINDERS_FROM) return 0;
  const clientIds = await clientsWithPush();
  if (!clientIds.length) return 0;
  await connectDb();
  const today = istDate(now);
  const sending = [
    ...(await visitsTomorrow(clientIds, addDays(today, 1))),
    ...(await programmeReminders(clientIds, today, now)),
  ];
  await Promise.all(sending);
  return sending.length;
}

/** Each booked or confirmed appointment on `date` of these clients (by her addresses or numbers). */
async function visitsTomorrow(clientIds: Types.ObjectId[], date: string) {
  const visits = await Appointment.find({
    date,
    status: trusted({ $in: [...HOLDING_STATUSES] }),
  })
    .select("email phone date time visitAlertFor")
    .lean();
  if (!visits.length) return [];
  const clients = await Client.find({ _id: trusted({ $in: clientIds }) })
    .select("emails phones")
    .lean();
  const whose = new Map<string, string>();
  for (const client of clients) {
    for (const email of client.emails ?? []) whose.set(`e:${email}`, String(client._id));
    for (const phone of client.phones ?? []) whose.set(`p:${phone}`, String(client._id));
  }
  const sending: Promise<boolean>[] = [];
  for (const visit of visits) {
    const clientId =
      whose.get(`e:${emailKey(visit.email) ?? ""}`) ??
      whose.get(`p:${phoneKey(visit.phone) ?? ""}`);
    const slot = `${visit.date}T${visit.time ?? ""}`;
    if (!clientId || visit.visitAlertFor === slot) continue;
    const claimed = await Appointment.updateOne(
      { _id: visit._id, date: visit.date, visitAlertFor: trusted({ $ne: slot }) },
      { $set: { visitAlertFor: slot } },
    );
    if (claimed.modifiedCount === 1) sending.push(alertClient(clientId, visitTomorrowAlert(visit)));
  }
  return sending;
}

/** The running programmes of these clients: their weigh-in day, their renewal reminder. */
async function programmeReminders(clientIds: Types.ObjectId[], today: string, now: Date) {
  const running = await Programme.find({
    clientId: trusted({ $in: clientIds }),
    startDate: trusted({ $lte: today }),
    endDate: trusted({ $gte: today }),
  })
    .select("clientId endDate weighInDay weighInAlertedOn renewal")
    .lean();
  const sending: Promise<boolean>[] = [];
  for (const programme of running) {
    if (await claimWeighIn(programme, today))
      sending.push(alertClient(String(programme.clientId), weighInAlert()));
    if (await claimRenewal(programme, now))
      sending.push(alertClient(String(programme.clientId), renewalDueAlert(programme.endDate)));
  }
  return sending;
}

type RunningProgramme = {
  _id: Types.ObjectId;
  endDate: string;
  weighInDay?: number | null;
  weighInAlertedOn?: string | null;
  renewal?: { forEndDate: string; alertedAt?: Date | null } | null;
};

/** Her weigh-in weekday is today's and she was not reminded in the last six days. */
async function claimWeighIn(programme: RunningProgramme, today: string): Promise<boolean> {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const lastWeek = addDays(today, -7);
  if (programme.weighInDay !== weekday) return false;
  if (programme.weighInAlertedOn && programme.weighInAlertedOn > lastWeek) return false;
  // a day moved within the week does not bring a second reminder that week
  const claimed = await Programme.updateOne(
    {
      _id: programme._id,
      weighInDay: weekday,
      $or: [
        { weighInAlertedOn: trusted({ $exists: false }) },
        { weighInAlertedOn: trusted({ $lte: lastWeek }) },
      ],
    },
    { $set: { weighInAlertedOn: today } },
  );
  return claimed.modifiedCount === 1;
}

/** The renewal email of its current end went, and her phone was not told yet. */
async function claimRenewal(programme: RunningProgramme, now: Date): Promise<boolean> {
  const renewal = programme.renewal;
  if (!renewal || renewal.forEndDate !== programme.endDate || renewal.alertedAt) return false;
  const claimed = await Programme.updateOne(
    {
      _id: programme._id,
      endDate: programme.endDate,
      "renewal.forEndDate": programme.endDate,
      "renewal.alertedAt": trusted({ $exists: false }),
    },
    { $set: { "renewal.alertedAt": now } },
  );
  return claimed.modifiedCount === 1;
}
