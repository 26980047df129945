import { formatSlotTime } from "@/lib/booking/slots";
import type { OwnerAlert } from "./alerts";

/**
 * What each alert says: what arrived and when, never who (it shows on a lock screen). A new kind
 * of alert is a builder here, passed to `notify`/`notifyOnce` beside the owner's email.
 */

/** "Thu 3 Dec" for "2026-12-03" (a calendar date, India's). */
export function shortDate(date: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(",", "");
}

export const bookingAlert = (id: string, slot: { date: string; time?: string | null }) =>
  ({
    title: "New booking",
    body: slot.time
      ? `${shortDate(slot.date)}, ${formatSlotTime(slot.time)}`
      : `${shortDate(slot.date)}, no time chosen`,
    url: `/admin-appointments/${id}`,
  }) satisfies OwnerAlert;

export const planRequestAlert = (id: string, plan: string, duration: string) =>
  ({
    title: "New plan request",
    body: `${plan}, ${duration}`,
    url: `/admin-plan/${id}`,
  }) satisfies OwnerAlert;

export const messageAlert = (id: string) =>
  ({
    title: "New message",
    body: "From the contact form",
    url: `/admin-contacts/${id}`,
  }) satisfies OwnerAlert;

export const utrAlert = (payable: { item: string; adminPath: string }, first: boolean) =>
  ({
    title: first ? "UPI payment sent" : "Another UTR sent",
    body: `${payable.item}: check it in your bank app`,
    url: payable.adminPath,
  }) satisfies OwnerAlert;

/** A client wrote in her app: that a message came, never from whom nor what it says. */
export const clientMessageAlert = (clientId: string) =>
  ({
    title: "New message",
    body: "From a client, in the app",
    url: `/admin-clients/${clientId}`,
  }) satisfies OwnerAlert;
