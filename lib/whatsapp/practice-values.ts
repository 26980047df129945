import "server-only";
import { site } from "@/lib/site";
import type { PracticeValues } from "./messages";

/** The practice's part of the owner's WhatsApp messages: the site configuration and her video room. */
export const practiceWhatsAppValues = (meetingUrl: string = site.meetingUrl): PracticeValues => ({
  brand: site.brand,
  practitioner: site.practitioner,
  phone: site.phone,
  reviewLink: site.mapsReviewUrl,
  address: site.clinicAddress,
  directionsUrl: site.directionsUrl,
  meetingUrl,
});
