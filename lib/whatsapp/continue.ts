import { bookingReference } from "@/lib/booking/reference";
import type { PlanDuration, PlanName } from "@/lib/content/plan-names";
import { formatMessageDate, formatMessageTime } from "./format";
import { whatsAppHref } from "./number";

/**
 * 'Continue on WhatsApp' after a visitor's booking or plan request: a chat with the practice
 * (its number from lib/site, passed down as a prop), prefilled with what the practice needs to
 * find the submission. The visitor sends it themselves, so their own name may be in it.
 * Pure and client-safe; kept apart from the owner's templates so public pages load little.
 */

export function bookingContinueHref(
  practiceNumber: string,
  booked: { _id: string; name: string; date: string; time?: string },
): string {
  const when = booked.time
    ? `${formatMessageDate(booked.date)} at ${formatMessageTime(booked.time)}`
    : `${formatMessageDate(booked.date)}, time to be agreed`;
  return whatsAppHref(
    practiceNumber,
    `Hello, this is ${booked.name}. I have just booked an appointment on your website for ${when}. My booking reference is ${bookingReference(booked._id)}.`,
  );
}

export function planContinueHref(
  practiceNumber: string,
  requested: { _id: string; name: string; plan: PlanName; duration: PlanDuration },
): string {
  return whatsAppHref(
    practiceNumber,
    `Hello, this is ${requested.name}. I have just requested the ${requested.plan} (${requested.duration}) on your website. My reference is ${bookingReference(requested._id)}.`,
  );
}
