import { bookingReference } from "@/lib/booking/booking-reference";
import type { PlanDuration, PlanName } from "@/lib/content/plan-names";
import { whatsAppHref } from "./number";

/** 'Continue on WhatsApp' after a plan request (see ./continue.ts): the plan, its duration, the reference. */
export function planContinueHref(
  practiceNumber: string,
  requested: { _id: string; name: string; plan: PlanName; duration: PlanDuration },
): string {
  return whatsAppHref(
    practiceNumber,
    `Hello, this is ${requested.name}. I have just requested the ${requested.plan} (${requested.duration}) on your website. My reference is ${bookingReference(requested._id)}.`,
  );
}
