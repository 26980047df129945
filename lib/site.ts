import "server-only";
import { z } from "zod";
import { optional, parseEnv } from "./server/config-parse";

/**
 * Everything the spec withholds ({brand}, {phone}, prices, ...) lives here, with demo
 * defaults for a fictional practice. Each value can be overridden by the environment
 * variable named beside it. Pages are prerendered, so changes need a rebuild.
 * Client components must receive these values as props from a server component.
 */
const text = (fallback: string) =>
  optional(z.string().trim().min(1).max(300)).transform((v) => v ?? fallback);
const url = (fallback: string) =>
  optional(z.url({ protocol: /^https?$/ })).transform((v) => v ?? fallback);
const price = (fallback: number) =>
  optional(z.coerce.number().int().positive().max(1_000_000)).transform((v) => v ?? fallback);
const digits = (fallback: string) =>
  optional(
    z.string().regex(/^\d{10,15}$/, "digits only, country code first, e.g. 919810012345"),
  ).transform((v) => v ?? fallback);

export const siteEnvSchema = z.object({
  SITE_BRAND: text("Poshan Diet Clinic"),
  SITE_PRACTITIONER: text("Meera Kapoor"),
  SITE_PHONE: text("+91 98100 12345"),
  SITE_EMAIL: optional(z.email()).transform((v) => v ?? "care@poshandietclinic.example"),
  SITE_WHATSAPP: digits("919810012345"),
  SITE_CLINIC_ADDRESS: text("C-42, Naraina Vihar, Naraina, New Delhi, Delhi 110028"),
  SITE_CONTACT_ADDRESS: text("C-42, Naraina Vihar, Naraina, New Delhi, Delhi 110028, India"),
  SITE_INSTAGRAM_URL: url("https://www.instagram.com/"),
  SITE_FACEBOOK_URL: url("https://www.facebook.com/"),
  SITE_YOUTUBE_URL: url("https://www.youtube.com/"),
  SITE_LINKEDIN_URL: url("https://www.linkedin.com/"),
  SITE_MAPS_REVIEW_URL: url(
    "https://www.google.com/maps/search/?api=1&query=Naraina+Vihar+New+Delhi",
  ),
  SITE_MAP_EMBED_URL: url(
    "https://www.google.com/maps?q=Naraina%20Vihar%2C%20New%20Delhi&output=embed",
  ),
  SITE_COURT_CITY: text("New Delhi"),
  /** the video consultations' fixed room, until the owner sets her own in the admin */
  SITE_MEETING_URL: optional(z.url({ protocol: /^https$/ })).transform(
    (v) => v ?? "https://meet.jit.si/PoshanDietClinicConsultations",
  ),
  SITE_URL: url("http://localhost:3000").transform((v) => v.replace(/\/+$/, "")),
  NEXT_PUBLIC_GA_ID: optional(
    z.string().regex(/^G-[A-Z0-9]{4,20}$/, "a GA4 measurement id like G-ABC123XYZ"),
  ),
  PRICE_BASIC_PLAN: price(2999),
  PRICE_PREMIUM_PLAN: price(5499),
  PRICE_ULTIMATE_PLAN: price(7999),
});

export function parseSiteConfig(env: Record<string, string | undefined>) {
  const e = parseEnv(siteEnvSchema, env, "site");
  return {
    brand: e.SITE_BRAND,
    practitioner: e.SITE_PRACTITIONER,
    phone: e.SITE_PHONE,
    /** tel: link target, digits and a leading + only */
    phoneHref: `tel:${e.SITE_PHONE.replace(/[^\d+]/g, "")}`,
    email: e.SITE_EMAIL,
    whatsappNumber: e.SITE_WHATSAPP,
    clinicAddress: e.SITE_CLINIC_ADDRESS,
    contactAddress: e.SITE_CONTACT_ADDRESS,
    social: {
      instagram: e.SITE_INSTAGRAM_URL,
      facebook: e.SITE_FACEBOOK_URL,
      youtube: e.SITE_YOUTUBE_URL,
      linkedin: e.SITE_LINKEDIN_URL,
    },
    mapsReviewUrl: e.SITE_MAPS_REVIEW_URL,
    mapEmbedUrl: e.SITE_MAP_EMBED_URL,
    /** directions to the clinic, for in-clinic consultations */
    directionsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(e.SITE_CLINIC_ADDRESS)}`,
    meetingUrl: e.SITE_MEETING_URL,
    courtCity: e.SITE_COURT_CITY,
    url: e.SITE_URL,
    gaMeasurementId: e.NEXT_PUBLIC_GA_ID,
    /** Monthly plan prices in INR, keyed by plan name as the spec spells it. */
    prices: {
      "Basic Plan": e.PRICE_BASIC_PLAN,
      "Premium Plan": e.PRICE_PREMIUM_PLAN,
      "Ultimate Plan": e.PRICE_ULTIMATE_PLAN,
    },
    timeZone: "Asia/Kolkata",
  } as const;
}

export type SiteConfig = ReturnType<typeof parseSiteConfig>;

export const site: SiteConfig = parseSiteConfig(process.env);

/** A wa.me link that opens a chat with the practice, prefilled with `message`. */
export function whatsappLink(message: string, config: SiteConfig = site): string {
  return `https://wa.me/${config.whatsappNumber}?text=${encodeURIComponent(message)}`;
}
