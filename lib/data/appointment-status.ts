import "server-only";
import { badRequest, conflict } from "@/lib/api/errors";
import { verifyCancelToken } from "@/lib/booking/cancel-token";
import { serverEnv } from "@/lib/env";
import { notify } from "@/lib/mail/notify";
import { ownerEmail, practice } from "@/lib/mail/practice";
import { appointmentCancelled, ownerNotification, whenText } from "@/lib/mail/templates";
import type { AppointmentItem, AppointmentStatus } from "@/lib/validation/appointment";
import { Appointment } from "@/models/Appointment";
import { assertAdmin, type AdminSession } from "./admin-auth";
import { slotOf, toItem } from "./appointments";
import { connectDb } from "./db";
import { isObjectIdText } from "./serialize";

/**
 * Changes of a booked appointment: cancelled by the client through the signed link of their
 * confirmation email, cancelled by the practice, or completed. Each happens once and frees the slot.
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
    ? { ok: true as const, doc }
    : { ok: false as const, message: CANCEL_LINK_PROBLEMS.invalid };
}

/** Public. What a cancel link points at, for the confirmation page. */
export async function appointmentForCancelLink(token: string): Promise<CancelLookup> {
  const found = await findByCancelLink(token);
  if (!found.ok) return { ok: false, message: found.message };
  const { doc } = found;
  return {
    ok: true,
    name: doc.name,
    when: whenText(slotOf(doc)),
    status: doc.status as AppointmentStatus,
  };
}

/** Public, with a signed link. Cancels the appointment, frees its slot and tells the client and the owner. */
export async function cancelByLink(
  token: string,
  now: Date = new Date(),
): Promise<{ when: string }> {
  const found = await findByCancelLink(token);
  if (!found.ok) throw badRequest(found.message);
  const changed = await setStatus(String(found.doc._id), "cancelled-by-client", now);
  if (!changed)
    throw conflict(`This appointment is already ${String(found.doc.status).replace(/-/g, " ")}.`);
  return { when: whenText(slotOf(changed)) };
}

/** Admin only. Marks an appointment cancelled by the practice (the client is emailed) or completed. */
export async function updateAppointmentStatus(
  session: AdminSession,
  id: string,
  status: unknown,
): Promise<AppointmentItem> {
  assertAdmin(session);
  if (status !== "cancelled-by-practice" && status !== "completed") {
    throw badRequest("Status must be cancelled-by-practice or completed", {
      status: ["Choose cancelled-by-practice or completed"],
    });
  }
  if (!isObjectIdText(id)) throw badRequest("Unknown appointment");
  const changed = await setStatus(id, status, new Date());
  if (changed) return toItem(changed);
  const doc = await Appointment.findById(id).lean();
  if (!doc) throw badRequest("Unknown appointment");
  throw conflict(`This appointment is already ${String(doc.status).replace(/-/g, " ")}.`);
}

/**
 * Moves a booked appointment to another status once (a conditional update), freeing its slot and
 * sending the emails. Returns the appointment as changed, or null when it was not booked.
 */
async function setStatus(id: string, status: Exclude<AppointmentStatus, "booked">, now: Date) {
  await connectDb();
  const result = await Appointment.updateOne(
    { _id: id, status: "booked" },
    {
      $set: { status, ...(status === "completed" ? {} : { cancelledAt: now }) },
      $unset: { slotKey: 1 },
    },
  );
  if (result.modifiedCount !== 1) return null;
  const doc = await Appointment.findById(id).lean();
  if (!doc || status === "completed") return doc;
  const slot = slotOf(doc);
  const by = status === "cancelled-by-client" ? "client" : "practice";
  await notify({ collection: "appointments", id: doc._id }, [
    { kind: "cancellation", mail: appointmentCancelled(slot, practice, by) },
    ...(by === "client"
      ? [
          {
            kind: "owner-cancellation" as const,
            mail: ownerNotification(
              ownerEmail(),
              `Cancelled by the client: ${slot.name}, ${whenText(slot)}`,
              { Name: slot.name, Phone: slot.phone, When: whenText(slot) },
            ),
          },
        ]
      : []),
  ]);
  return doc;
}
