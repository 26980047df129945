import "server-only";
import { inviteToApp } from "@/lib/client-app/data/sign-in";
import { trusted, Types } from "mongoose";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { badRequest, conflict, notFound } from "@/lib/server/api/api-errors";
import { istDate } from "@/lib/booking/slots";
import { emailKey, phoneKey } from "@/lib/clients/person-keys";
import { catalogueEntry, PLANS } from "@/lib/content/plans";
import { addDays, daysLeft, monthsOf, programmeEndDate } from "@/lib/programmes/dates";
import {
  programmeStartSchema,
  programmeUpdateSchema,
  type ProgrammeItem,
} from "@/lib/programmes/programme-schema";
import { Appointment } from "@/models/Appointment";
import { Client } from "@/models/Client";
import { PlanRequest } from "@/models/PlanRequest";
import { Programme, type ProgrammeDoc } from "@/models/Programme";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { clientById, type ClientLean } from "../../clients/data/client-by-id";

/**
 * Clients' programmes (issue 31): a paid plan becomes a programme with an end date and the
 * follow-up visits the catalogue includes (lib/content/plans.ts); a paid renewal extends it by
 * another period. Follow-up visits: ./follow-up-visits.ts; renewal reminders: ./renewals.ts.
 */

type ProgrammeLean = ProgrammeDoc & { _id: Types.ObjectId };

/** How many follow-up visits each programme has booked (cancelled ones do not count). */
async function followUpsUsed(ids: Types.ObjectId[]): Promise<Map<string, number>> {
  const used = new Map<string, number>();
  if (!ids.length) return used;
  const visits = await Appointment.find({
    programmeId: trusted({ $in: ids }),
    status: trusted({ $ne: "cancelled" }),
  })
    .select("programmeId")
    .lean();
  for (const visit of visits) {
    const key = String(visit.programmeId);
    used.set(key, (used.get(key) ?? 0) + 1);
  }
  return used;
}

function toItem(doc: ProgrammeLean, used: number, today: string): ProgrammeItem {
  const state = today < doc.startDate ? "upcoming" : today > doc.endDate ? "ended" : "active";
  return {
    _id: String(doc._id),
    clientId: String(doc.clientId),
    plan: doc.plan,
    duration: doc.duration,
    startDate: doc.startDate,
    endDate: doc.endDate,
    followUpsIncluded: doc.followUpsIncluded,
    followUpsUsed: used,
    daysLeft: daysLeft(doc.endDate, state === "upcoming" ? doc.startDate : today),
    state,
    ...(doc.renewal?.forEndDate === doc.endDate
      ? { renewalRemindedAt: doc.renewal.remindedAt.toISOString() }
      : {}),
    renewals: Math.max(0, doc.periods.length - 1),
    ...(doc.weighInDay != null ? { weighInDay: doc.weighInDay } : {}),
  };
}

async function toItems(docs: ProgrammeLean[], now: Date): Promise<ProgrammeItem[]> {
  const used = await followUpsUsed(docs.map((doc) => doc._id));
  const today = istDate(now);
  return docs.map((doc) => toItem(doc, used.get(String(doc._id)) ?? 0, today));
}

/** Is this plan request the client's (by any of their addresses or numbers)? */
const belongsTo = (request: { email?: string | null; phone?: string | null }, client: ClientLean) =>
  (client.emails ?? []).includes(emailKey(request.email) ?? "") ||
  (client.phones ?? []).includes(phoneKey(request.phone) ?? "");

/**
 * Admin only. Starts a programme for the client (POST /api/admin/clients/{id}/programmes): the
 * plan and duration must be a pair the catalogue sells; a plan request named must be the
 * client's, and paid when UPI payments are on. One plan request starts one programme.
 */
export async function startProgramme(
  session: AdminSession,
  clientId: string,
  input: unknown,
  now: Date = new Date(),
): Promise<ProgrammeItem> {
  assertAdmin(session);
  const data = programmeStartSchema.parse(input);
  const entry = catalogueEntry(data.plan, data.duration);
  if (!entry) {
    const sold = PLANS.find((p) => p.name === data.plan)?.duration;
    throw badRequest(`The catalogue has no ${data.plan} of ${data.duration}`, {
      duration: [`The ${data.plan} comes as ${sold}`],
    });
  }
  const client = await clientById(clientId);
  if (data.planRequestId) {
    const request = await PlanRequest.findById(data.planRequestId)
      .select("email phone payment")
      .lean();
    if (!request || !belongsTo(request, client))
      throw badRequest("That plan request is not this client's", {
        planRequestId: ["Choose one of this client's plan requests"],
      });
    if (request.payment && request.payment.status !== "paid")
      throw badRequest("That plan request is not paid yet", {
        planRequestId: ["Mark the plan request paid first"],
      });
  }
  const endDate = programmeEndDate(data.startDate, monthsOf(data.duration));
  const requestId = data.planRequestId ? new Types.ObjectId(data.planRequestId) : undefined;
  try {
    const doc = await Programme.create({
      clientId: client._id,
      plan: data.plan,
      duration: data.duration,
      startDate: data.startDate,
      endDate,
      followUpsIncluded: entry.followUps,
      periods: [
        {
          startDate: data.startDate,
          endDate,
          followUps: entry.followUps,
          planRequestId: requestId,
        },
      ],
      ...(requestId ? { planRequestIds: [requestId] } : {}),
    });
    await inviteToApp(client._id, now);
    return toItem(doc.toObject(), 0, istDate(now));
  } catch (error) {
    if (isDuplicateKey(error))
      throw conflict("That plan request has started a programme already", {
        planRequestId: ["That plan request has started a programme already"],
      });
    throw error;
  }
}

/**
 * A client's programmes, newest first, and the plan requests that started or renewed them (their
 * page; the session was checked by the caller).
 */
export async function programmesOfClient(
  clientId: Types.ObjectId,
  now: Date = new Date(),
): Promise<{ programmes: ProgrammeItem[]; planRequestIds: Set<string> }> {
  const docs = await Programme.find({ clientId }).sort({ startDate: -1 }).lean();
  return {
    programmes: await toItems(docs, now),
    planRequestIds: new Set(docs.flatMap((doc) => (doc.planRequestIds ?? []).map(String))),
  };
}

/** A running programme on the Today desk: its client, and its renewal's payment reference. */
export type DeskProgramme = ProgrammeItem & {
  clientName: string;
  clientPhone: string;
  /** the renewal's plan request's UPI reference, once the reminder made one */
  renewalReference?: string;
};

/** Admin only. The programmes running today, ending soonest first, with their clients. */
export async function activeProgrammes(
  session: AdminSession,
  now: Date = new Date(),
): Promise<DeskProgramme[]> {
  assertAdmin(session);
  const today = istDate(now);
  const docs = await Programme.find({
    endDate: trusted({ $gte: today }),
    startDate: trusted({ $lte: today }),
  })
    .sort({ endDate: 1 })
    .limit(200)
    .lean();
  const [clients, renewals] = await Promise.all([
    Client.find({ _id: trusted({ $in: docs.map((d) => d.clientId) }) })
      .select("name phone phones")
      .lean(),
    PlanRequest.find({
      _id: trusted({ $in: docs.flatMap((d) => d.renewal?.planRequestId ?? []) }),
    })
      .select("payment.reference")
      .lean(),
  ]);
  const byId = new Map(clients.map((c) => [String(c._id), c]));
  const references = new Map(renewals.map((r) => [String(r._id), r.payment?.reference]));
  return (await toItems(docs, now)).map((item, index) => {
    const client = byId.get(item.clientId);
    const renewalId = docs[index]!.renewal?.planRequestId;
    const reference = renewalId ? references.get(String(renewalId)) : undefined;
    return {
      ...item,
      clientName: client?.name ?? "(no client record)",
      clientPhone: client?.phone ?? client?.phones?.[0] ?? "",
      ...(reference ? { renewalReference: reference } : {}),
    };
  });
}

/** One programme of the client, or 404 (follow-up visits). */
export async function programmeOf(client: ClientLean, programmeId: string) {
  if (!Types.ObjectId.isValid(programmeId)) throw notFound("Programme not found");
  const doc = await Programme.findOne({ _id: programmeId, clientId: client._id }).lean();
  if (!doc) throw notFound("Programme not found");
  return { doc, used: (await followUpsUsed([doc._id])).get(String(doc._id)) ?? 0 };
}

/** How long a booking may hold a programme; a crashed one's hold lapses after it. */
const BOOKING_HOLD_MS = 30_000;
const HOLD_WAIT_MS = 25;
const HOLD_WAIT_TRIES = 400;

/**
 * Runs `work` (count the programme's visits, then store one) while this booking alone holds the
 * programme: a conditional update claims `followUpBookingUntil`, another booking waits its turn
 * (up to 10 s, then 409). Without it, parallel bookings each counted the same visits and took
 * more than the programme includes. The visits themselves stay the count (a cancelled or erased
 * one frees its place at once), so there is no counter to keep right.
 */
export async function withProgrammeHeld<T>(id: Types.ObjectId, work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const now = new Date();
    const until = new Date(now.getTime() + BOOKING_HOLD_MS);
    const held = await Programme.updateOne(
      {
        _id: id,
        $or: [
          { followUpBookingUntil: trusted({ $exists: false }) },
          { followUpBookingUntil: trusted({ $lt: now }) },
        ],
      },
      { $set: { followUpBookingUntil: until } },
    );
    if (held.matchedCount === 1) {
      try {
        return await work();
      } finally {
        await Programme.updateOne(
          { _id: id, followUpBookingUntil: until },
          { $unset: { followUpBookingUntil: 1 } },
        );
      }
    }
    if (attempt >= HOLD_WAIT_TRIES || !(await Programme.exists({ _id: id })))
      throw conflict("Another follow-up visit of this programme is being booked: try again");
    await new Promise((resolve) => setTimeout(resolve, HOLD_WAIT_MS));
  }
}

/** Adds a period from the day after the programme's end; false when it moved meanwhile. */
async function addPeriod(doc: ProgrammeLean, planRequestId?: Types.ObjectId): Promise<boolean> {
  const followUps = catalogueEntry(doc.plan, doc.duration)?.followUps ?? 0;
  const startDate = addDays(doc.endDate, 1);
  const endDate = programmeEndDate(startDate, monthsOf(doc.duration));
  const extended = await Programme.updateOne(
    { _id: doc._id, endDate: doc.endDate },
    {
      $set: { endDate },
      $inc: { followUpsIncluded: followUps },
      $push: { periods: { startDate, endDate, followUps, planRequestId } },
      ...(planRequestId ? { $addToSet: { planRequestIds: planRequestId } } : {}),
    },
  );
  return extended.modifiedCount === 1;
}

/**
 * A renewal's plan request was paid: its programme gains a period from the day after its end
 * (nothing happens twice for one request, or for a request that renews nothing).
 */
export async function extendRenewedProgramme(planRequestId: Types.ObjectId): Promise<boolean> {
  const doc = await Programme.findOne({ "renewal.planRequestId": planRequestId }).lean();
  if (!doc || (doc.planRequestIds ?? []).some((id) => id.equals(planRequestId))) return false;
  return addPeriod(doc, planRequestId);
}

/**
 * Admin only. Renews a programme by hand (paid in cash, or without UPI payments):
 * POST /api/admin/clients/{id}/programmes/{programmeId}/renewals → another period from the day
 * after its end. `endDate` is the end the owner saw: a second click does not add a second period.
 */
export async function renewProgrammeByHand(
  session: AdminSession,
  clientId: string,
  programmeId: string,
  input: unknown,
  now: Date = new Date(),
): Promise<ProgrammeItem> {
  assertAdmin(session);
  const client = await clientById(clientId);
  const { doc } = await programmeOf(client, programmeId);
  const seen = (input as { endDate?: unknown } | null)?.endDate;
  if (typeof seen !== "string" || seen !== doc.endDate || !(await addPeriod(doc)))
    throw conflict("The programme changed meanwhile: reload the page and renew again");
  const { doc: renewed, used } = await programmeOf(client, programmeId);
  return toItem(renewed, used, istDate(now));
}

/**
 * Admin only. Sets the weekday of the client's weekly weigh-in (PATCH
 * /api/admin/clients/{id}/programmes/{programmeId}, `{ weighInDay: 0-6 | null }`): her phone is
 * reminded that day while the programme runs (lib/push/data/client-reminders.ts).
 */
export async function updateProgramme(
  session: AdminSession,
  clientId: string,
  programmeId: string,
  input: unknown,
  now: Date = new Date(),
): Promise<ProgrammeItem> {
  assertAdmin(session);
  const { weighInDay } = programmeUpdateSchema.parse(input);
  const client = await clientById(clientId);
  const { doc } = await programmeOf(client, programmeId);
  await Programme.updateOne(
    { _id: doc._id },
    weighInDay === null ? { $unset: { weighInDay: 1 } } : { $set: { weighInDay } },
  );
  const { doc: updated, used } = await programmeOf(client, programmeId);
  return toItem(updated, used, istDate(now));
}

/** The programmes of these clients (export and erasure). */
export const programmesOf = (clientIds: Types.ObjectId[]) => ({
  clientId: trusted({ $in: clientIds }),
});
