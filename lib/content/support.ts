/** Clinic and support hours (spec section 9), in India Standard Time. */
export const SUPPORT_HOURS = [
  { days: "Monday to Friday", hours: "9:30am - 6:00pm" },
  { days: "Saturday", hours: "9:30am - 2:00pm" },
  { days: "Sunday", hours: "Closed" },
] as const;

export const SUPPORT_TIME_ZONE = "IST";

/** We aim to answer every support request within this many hours. */
export const SUPPORT_RESPONSE_HOURS = 24;
