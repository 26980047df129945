import type { AppointmentStatus } from "@/lib/submissions/submission-status";
import { istDate, istToInstant, REMINDER_LEAD_MS } from "./slots";

/**
 * The one thing the owner does next for an appointment on her desk (Today):
 * - confirm: booked and not begun (begun: its time has come; a date-only request, its day past);
 * - remind: confirmed, starting within a day, and no reminder email has gone (booked too late for
 *   one, or a request with no time): a WhatsApp reminder;
 * - complete: begun (booked or confirmed), or confirmed for today with its reminder done;
 * - review: completed: the WhatsApp review request (the email one went when it was completed);
 * - follow-up: a no-show: the WhatsApp follow-up, to book again;
 * - null: nothing now (cancelled, or confirmed for a later day with its reminder in hand).
 */
export type NextStep = "confirm" | "remind" | "complete" | "review" | "follow-up";

export type NextStepFacts = {
  status: AppointmentStatus;
  /** YYYY-MM-DD, IST */
  date: string;
  /** HH:mm IST; absent for a date-only request (due from the day's start, begun once it is past) */
  time?: string;
  /** when its reminder email went into the outbox */
  reminderSentAt?: string;
};

export function nextStep(appointment: NextStepFacts, now: Date): NextStep | null {
  const { status, date, time, reminderSentAt } = appointment;
  const startsIn = istToInstant(date, time ?? "00:00").getTime() - now.getTime();
  // a request with no time has its time agreed on the day: it is over once its day is
  const begun = time ? startsIn <= 0 : date < istDate(now);
  switch (status) {
    case "booked":
      return begun ? "complete" : "confirm";
    case "confirmed":
      if (begun) return "complete";
      if (!reminderSentAt && startsIn <= REMINDER_LEAD_MS) return "remind";
      return date === istDate(now) ? "complete" : null;
    case "completed":
      return "review";
    case "no-show":
      return "follow-up";
    case "cancelled":
      return null;
  }
}
