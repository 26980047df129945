import type { JWTPayload } from "jose";
import { slotKeyOf } from "./slots";

/**
 * What a cancel or reschedule link of our emails is issued for, and when it has outlived that.
 * A link names the appointment's slot and how many times it had been moved (`moves`, the
 * calendar SEQUENCE, which only grows): any move makes every earlier link stale, and moving
 * back to the old time does not revive one. Status changes between booked and confirmed keep
 * links working (no email tells the client of them); the status rules of cancelling and moving
 * refuse the others. A link never outlives the appointment's current start either.
 *
 * Links sent before they named `moves` (or, for cancel links, the slot) count as issued for the
 * appointment as it was when they were signed: they work until the appointment is moved after
 * that (`iat` before the latest move in its history).
 */
export type LinkBinding = { slotKey: string; moves: number };

/** What a verified link says it was issued for; `moves` and `slotKey` are absent in older links. */
export type LinkIssued = { slotKey?: string; moves?: number; issuedAt?: number };

/** The claims that bind a link to the appointment as it is now. */
export const bindingClaims = (binding: LinkBinding) => ({
  slot: binding.slotKey,
  moves: binding.moves,
});

/** The binding a link's verified claims carry. */
export const issuedFrom = (claims: JWTPayload): LinkIssued => ({
  ...(typeof claims.slot === "string" ? { slotKey: claims.slot } : {}),
  ...(Number.isInteger(claims.moves) ? { moves: claims.moves as number } : {}),
  ...(typeof claims.iat === "number" ? { issuedAt: claims.iat } : {}),
});

/** An appointment as stored, as far as its links care. */
export type LinkedAppointment = {
  date: string;
  time?: string | null;
  sequence?: number | null;
  startsAt?: Date | null;
  history?: { field?: string | null; at?: Date | null }[] | null;
};

/** The binding of a stored appointment's links now (none for a date-only request). */
export function bindingOf(appointment: LinkedAppointment): LinkBinding | undefined {
  if (!appointment.time) return undefined;
  return {
    slotKey: slotKeyOf(appointment.date, appointment.time),
    moves: appointment.sequence ?? 0,
  };
}

/** When the appointment was last moved, from its history. */
const lastMovedAt = (appointment: LinkedAppointment) =>
  Math.max(0, ...(appointment.history ?? []).map((h) => (h.field === "slot" && h.at ? +h.at : 0)));

/**
 * Why a link issued as `issued` no longer serves the appointment: "moved" since (its time or
 * its move count differs), "started" (the appointment's current start has passed), or null.
 */
export function linkStaleness(
  issued: LinkIssued,
  appointment: LinkedAppointment,
  now: Date,
): "moved" | "started" | null {
  const current = bindingOf(appointment);
  if (!current) return "moved"; // links are only issued for appointments with a time
  if (issued.slotKey !== undefined && issued.slotKey !== current.slotKey) return "moved";
  if (issued.moves !== undefined) {
    if (issued.moves !== current.moves) return "moved";
  } else {
    const moved = lastMovedAt(appointment);
    if (moved > 0 && (issued.issuedAt ?? 0) < Math.floor(moved / 1000)) return "moved";
  }
  if (appointment.startsAt && appointment.startsAt.getTime() <= now.getTime()) return "started";
  return null;
}

/** What a stale link's page says. */
export const MOVED_LINK_MESSAGE =
  "This link was sent before your appointment was last moved, so it no longer works. Please use the link in your latest email, or call us.";
