/**
 * Appointment types: what a visitor can book (a first consultation, a follow-up ...), how long it
 * lasts, in which modes it can be held and whether it is paid ahead. The owner edits them in the
 * admin (stored, lib/booking/data/consultations.ts); these are the types a new practice starts with.
 */
export const CONSULTATION_MODES = ["clinic", "video", "phone"] as const;
export type ConsultationMode = (typeof CONSULTATION_MODES)[number];

export const MODE_LABELS: Record<ConsultationMode, string> = {
  clinic: "In the clinic",
  video: "Video call",
  phone: "Phone call",
};

export type AppointmentTypeItem = {
  /** a stable id for URLs and the API: "first-consultation", "follow-up", or made from a new name */
  _id: string;
  name: string;
  durationMinutes: number;
  bufferMinutes: number;
  /** rupees; absent when the type has no price shown */
  price?: number;
  modes: ConsultationMode[];
  /** false: offered only to existing clients as a follow-up */
  newClients: boolean;
  /** the visitor is asked to pay by UPI after booking (needs a price and UPI set up) */
  prepay: boolean;
  /** shown on the booking page */
  offered: boolean;
  /** the booking page's order, smallest first */
  order: number;
};

export const DEFAULT_TYPE_ID = "first-consultation";
export const FOLLOW_UP_TYPE_ID = "follow-up";

export const DEFAULT_APPOINTMENT_TYPES: AppointmentTypeItem[] = [
  {
    _id: DEFAULT_TYPE_ID,
    name: "First consultation",
    durationMinutes: 45,
    bufferMinutes: 0,
    modes: ["clinic", "video", "phone"],
    newClients: true,
    prepay: false,
    offered: true,
    order: 1,
  },
  {
    _id: FOLLOW_UP_TYPE_ID,
    name: "Follow-up",
    durationMinutes: 20,
    bufferMinutes: 0,
    modes: ["clinic", "video", "phone"],
    newClients: false,
    prepay: false,
    offered: true,
    order: 2,
  },
];

/**
 * The type a booking without one gets (the spec's form, today's API calls): the first offered
 * type open to new clients.
 */
export function defaultTypeOf<T extends AppointmentTypeItem>(types: T[]): T | undefined {
  const offered = types.filter((t) => t.offered).sort((a, b) => a.order - b.order);
  return offered.find((t) => t.newClients) ?? offered[0];
}

/** "45 min", "1 h", "1 h 30 min". */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : "", m ? `${m} min` : ""].filter(Boolean).join(" ");
}
