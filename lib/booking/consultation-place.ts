import { MODE_LABELS, type ConsultationMode } from "./appointment-types";

/** Where (or how) a consultation is held, as the emails, calendar files and WhatsApp say it. */
export type Place = {
  /** "In the clinic", "Video call", "Phone call" */
  label: string;
  /** the calendar file's LOCATION */
  location: string;
  /** the calendar file's URL: the meeting room, or directions to the clinic */
  url?: string;
  /** the email's lines: where to come, the link to join, or who calls whom */
  lines: string[];
};

export type PlaceDetails = {
  address: string;
  directionsUrl: string;
  /** the practice's phone, for a client who misses the call */
  phone: string;
  /** the owner's fixed video room, for video consultations */
  meetingUrl?: string;
};

/** A booking without a mode (before appointment types) was held in the clinic. */
export function placeOf(mode: ConsultationMode | undefined, d: PlaceDetails): Place {
  if (mode === "video" && d.meetingUrl)
    return {
      label: MODE_LABELS.video,
      location: `Video call: ${d.meetingUrl}`,
      url: d.meetingUrl,
      lines: [
        "Where: a video call, from your phone or computer.",
        `Join at the time of your appointment: ${d.meetingUrl}`,
      ],
    };
  if (mode === "phone")
    return {
      label: MODE_LABELS.phone,
      location: "Phone call",
      lines: [
        "Where: a phone call. We will call you at that time on the number you gave us.",
        `If we miss each other, please call us on ${d.phone}.`,
      ],
    };
  return {
    label: MODE_LABELS.clinic,
    location: d.address,
    url: d.directionsUrl,
    lines: [`Where: ${d.address}`, `Directions: ${d.directionsUrl}`],
  };
}

/** The `{where}` of a WhatsApp message, which the owner sends herself (the client's number in it). */
export function whereForWhatsapp(
  mode: ConsultationMode | undefined,
  d: PlaceDetails & { clientPhone: string },
): string {
  if (mode === "video" && d.meetingUrl) return `on a video call: ${d.meetingUrl}`;
  if (mode === "phone") return `on a phone call: we will call you on ${d.clientPhone}`;
  return `at ${d.address} (directions: ${d.directionsUrl})`;
}
