import { formatSlotTime } from "@/lib/booking/slots";
import { shortDate } from "./alert-texts";
import type { PushAlert } from "./push-sender";

/**
 * What the client's reminders on her phone say (lib/push/data/client-reminders.ts). A lock screen
 * shows them, so nothing of her health: no weight, no reason for a visit, no plan; our date and
 * time and the page of /my to open.
 */

/** Her appointment tomorrow: "Tue 3 Dec, 11:30 am". */
export const visitTomorrowAlert = (slot: { date: string; time?: string | null }) =>
  ({
    title: "Visit tomorrow",
    body: slot.time
      ? `${shortDate(slot.date)}, ${formatSlotTime(slot.time)}`
      : shortDate(slot.date),
    url: "/my",
  }) satisfies PushAlert;

/** The weekday the owner set for her programme's weigh-in. */
export const weighInAlert = () =>
  ({
    title: "Weigh-in day",
    body: "Log today's weight in your app",
    url: "/my/progress",
  }) satisfies PushAlert;

/** Her programme's renewal is due (sent with the renewal email, lib/programmes/data/renewals.ts). */
export const renewalDueAlert = (endDate: string) =>
  ({
    title: "Renewal due",
    body: `Your programme ends ${shortDate(endDate)}: renew it in your app`,
    url: "/my",
  }) satisfies PushAlert;
