import { bookingReference } from "@/lib/booking/booking-reference";
import { formatMessageDate, formatMessageTime } from "./whatsapp-format";
import { whatsAppHref } from "./number";

/**
 * 'Continue on WhatsApp' after a visitor's booking: a chat with the practice (its number from
 * lib/site, passed down as a prop), prefilled with what the practice needs to find the booking.
 * The visitor sends it themselves, so their own name may be in it. Pure and client-safe, apart
 * from the owner's templates; a plan request's is ./continue-plan.ts, so each form loads its own.
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
