import "server-only";
import { site } from "@/lib/site";
import type { PracticeValues } from "./messages";

/** The practice's part of the owner's WhatsApp messages, from the site configuration. */
export const practiceWhatsAppValues = (): PracticeValues => ({
  brand: site.brand,
  practitioner: site.practitioner,
  phone: site.phone,
  reviewLink: site.mapsReviewUrl,
});
