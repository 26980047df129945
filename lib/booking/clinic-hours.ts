/**
 * Clinic hours (spec §9), in India Standard Time. Sunday is closed. Shared by the booking
 * slots, the support page and the structured data of the home page.
 */
export const CLINIC_TIME_ZONE = "Asia/Kolkata";
/** IST is UTC+5:30 all year (no daylight saving), so slot instants can be computed exactly. */
export const IST_OFFSET_MINUTES = 330;

export type OpeningHours = { open: string; close: string } | null;

/** Index 0 = Sunday, as Date.getUTCDay() counts. */
export const CLINIC_HOURS: readonly OpeningHours[] = [
  null,
  { open: "09:30", close: "18:00" },
  { open: "09:30", close: "18:00" },
  { open: "09:30", close: "18:00" },
  { open: "09:30", close: "18:00" },
  { open: "09:30", close: "18:00" },
  { open: "09:30", close: "14:00" },
];

export const CLINIC_HOURS_TEXT = [
  "Monday to Friday: 9:30am – 6:00pm",
  "Saturday: 9:30am – 2:00pm",
  "Sunday: closed",
] as const;
