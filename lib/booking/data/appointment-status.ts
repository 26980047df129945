import "server-only";
import type { Types } from "mongoose";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { badRequest, conflict } from "@/lib/server/api/api-errors";
import { linkStaleness, MOVED_LINK_MESSAGE, type LinkIssued } from "@/lib/booking/appointment-link";
import { verifyCancelToken } from "@/lib/booking/cancel-token";
import { serverEnv } from "@/lib/server/env";
import { notify, notifyOnce } from "@/lib/mail/notify";
import { ownerEmail, practice } from "@/lib/mail/practice";
import {
  appointmentCancelled,
  ownerNotification,
  reviewRequest,
  whenText,
} from "@/lib/mail/mail-texts";
import { site } from "@/lib/site";
import {
  holdsSlot,
  STATUS_LABELS,
  type AppointmentStatus,
} from "@/lib/submissions/submission-status";
import { Appointment, type AppointmentDoc } from "@/models/Appointment";
import { mailSlot, slotOf } from "./appointments";
import { connectDb } from "../../server/db";
import { appendFollowUp } from "../../submissions/data/follow-up";
import { holdFields, lengthOfStored } from "./slot-holds";
import { isObjectIdText } from "../../server/serialize";

/**
 * Status changes of an appointment, by the owner or by the client through the signed link of
 * their confirmation email. Leaving booked/confirmed frees the slot; going back to them takes it
 * again if it is still free. Each change is one conditional update (so of two at once one wins),
 * stamped in the history, and sends its emails: a cancellation to the client (and the owner, when
 * the client cancelled), a review request once when the appointment is first completed.
 */

export type CancelLookup =
  | { ok: true; name: string; when: string; status: AppointmentStatus }
  | { ok: false; message: string };

const CANCEL_LINK_PROBLEMS = {
  expired: "This cancellation link has expired. Please call us to change your appointment.",
  invalid:
    "This cancellation link is not valid. Please use the link in your confirmation email, or call us.",
} as const;

/** The appointment a cancel link names, verifying the link once; or the message that explains why not. */
async function findByCancelLink(token: string) {
  const verified = await verifyCancelToken(token, serverEnv.jwtSecret);
  if (!verified.ok) return { ok: false as const, message: CANCEL_LINK_PROBLEMS[verified.reason] };
  await connectDb();
  const doc = isObjectIdText(verified.appointmentId)
    ? await Appointment.findById(verified.appointmentId).lean()
    : null;
  return doc
    ? { ok: true as const, doc, issued: verified.issued }
    : { ok: false as const, message: CANCEL_LINK_PROBLEMS.invalid };
}

/** Why a cancel link no longer serves its appointment (moved since, or started), or null. */
function staleLinkMessage(doc: AppointmentDoc, issued: LinkIssued, now: Date): string | null {
  const stale = linkStaleness(issued, doc, now);
  if (stale === "moved") return MOVED_LINK_MESSAGE;
  if (stale === "started") return CANCEL_LINK_PROBLEMS.expired;
  return null;
}

/** Public. What a cancel link points at, for the confirmation page. */
export async function appointmentForCancelLink(
  token: string,
  now: Date = new Date(),
): Promise<CancelLookup> {
  const found = await findByCancelLink(token);
  if (!found.ok) return { ok: false, message: found.message };
  const { doc } = found;
  const stale = holdsSlot(doc.status) && staleLinkMessage(doc, found.issued, now);
  if (stale) return { ok: false, message: stale };
  return {
    ok: true,
    name: doc.name,
    when: whenText(slotOf(doc)),
    status: doc.status as AppointmentStatus,
  };
}

const alreadyMessage = (status: string) =>
  `This appointment is already ${STATUS_LABELS[status as AppointmentStatus]?.toLowerCase() ?? status}.`;

/**
 * Public, with a signed link. Cancels the appointment, frees its slot and tells the client and
 * the owner; refused when the link is stale (the appointment was moved since, or has started).
 */
export async function cancelByLink(
  token: string,
  now: Date = new Date(),
): Promise<{ when: string }> {
  const found = await findByCancelLink(token);
  if (!found.ok) throw badRequest(found.message);
  let doc: AppointmentDoc | null = found.doc;
  // again when the owner changed its status meanwhile (booked <-> confirmed keeps the link)
  for (let attempt = 0; doc && attempt < 3; attempt++) {
    if (!holdsSlot(doc.status)) throw conflict(alreadyMessage(doc.status));
    const stale = staleLinkMessage(doc, found.issued, now);
    if (stale) throw conflict(stale);
    const moves = doc.sequence ?? 0;
    const changed = await changeAppointmentStatus(
      String(found.doc._id),
      doc.status,
      "cancelled",
      "client",
      now,
      (stored) => (stored.sequence ?? 0) === moves, // not moved since we read it
    );
    if (changed) return { when: whenText(slotOf(changed)) };
    doc = await Appointment.findById(found.doc._id).lean();
  }
  throw conflict(alreadyMessage(doc?.status ?? "cancelled"));
}

export const SLOT_NO_LONGER_FREE =
  "That time has been booked by someone else since: the appointment keeps its status";

/**
 * Moves an appointment from `from` to `to` once (a conditional update) and sends what the change
 * calls for. Returns the appointment as changed, or null when it was no longer in `from` (or no
 * longer passed `check`).
 */
export async function changeAppointmentStatus(
  id: string,
  from: AppointmentStatus,
  to: AppointmentStatus,
  by: "owner" | "client",
  now: Date,
  check?: (stored: Record<string, unknown>) => boolean,
) {
  await connectDb();
  const doc = await Appointment.findById(id).lean();
  if (!doc || doc.status !== from) return null;
  const takenSlot =
    holdsSlot(to) && !holdsSlot(from) && doc.time
      ? holdFields(doc.date, doc.time, lengthOfStored(doc))
      : undefined;
  const freesSlot = !holdsSlot(to) && holdsSlot(from);
  try {
    const done = await appendFollowUp(Appointment, id, {
      where: { status: from },
      check,
      set: {
        status: to,
        ...(to === "cancelled"
          ? { cancelledAt: now, cancelledBy: by === "owner" ? "practice" : "client" }
          : {}),
        ...takenSlot,
        ...(by === "owner" ? { unread: false } : {}),
      },
      unset: [
        ...(freesSlot ? ["slotKey", "slotCells"] : []),
        ...(to !== "cancelled" && doc.cancelledBy ? ["cancelledAt", "cancelledBy"] : []),
      ],
      history: [{ from, to, at: now, by }],
    });
    if (!done) return null;
  } catch (error) {
    if (isDuplicateKey(error))
      throw conflict(SLOT_NO_LONGER_FREE, { status: [SLOT_NO_LONGER_FREE] });
    throw error;
  }
  const changed = await Appointment.findById(id).lean();
  if (!changed) return null;
  if (to === "cancelled" && holdsSlot(from)) await sendCancellation(changed, by);
  if (to === "completed") await sendReviewRequest(changed);
  return changed;
}

type Stored = AppointmentDoc & { _id: Types.ObjectId };

async function sendCancellation(doc: Stored, by: "owner" | "client") {
  const slot = await mailSlot(doc);
  await notify({ collection: "appointments", id: doc._id }, [
    {
      kind: "cancellation",
      mail: appointmentCancelled(slot, practice, by === "owner" ? "practice" : "client"),
    },
    ...(by === "client"
      ? [
          {
            kind: "owner-cancellation" as const,
            mail: ownerNotification(
              ownerEmail(),
              `Cancelled by the client: ${slot.name}, ${whenText(slot)}`,
              { Name: slot.name, Phone: slot.phone, When: whenText(slot) },
              slot.email,
            ),
          },
        ]
      : []),
  ]);
}

/** The outbox key of an appointment's review request: one per appointment, however often it is completed. */
export const reviewKey = (appointmentId: string) => `review:${appointmentId}`;

async function sendReviewRequest(doc: Stored) {
  await notifyOnce(
    reviewKey(String(doc._id)),
    { collection: "appointments", id: doc._id },
    { kind: "review-request", mail: reviewRequest(doc.email, practice, site.mapsReviewUrl) },
  );
}
