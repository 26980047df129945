/**
 * The owner's follow-up of every submission: a status with its allowed values per kind, private
 * notes and the history of changes. Shared by the admin screens, the API and the data layer;
 * zod-free, so admin pages can import it (the update's schema is in submission-update.ts).
 */
export const SUBMISSION_KINDS = ["plans", "appointments", "contacts"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** Plan requests and messages: new → contacted → converted / closed, or spam. */
export const LEAD_STATUSES = ["new", "contacted", "converted", "closed", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Appointments: booked → confirmed → completed / no-show / cancelled. */
export const APPOINTMENT_STATUSES = [
  "booked",
  "confirmed",
  "completed",
  "no-show",
  "cancelled",
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The statuses in which an appointment holds its slot (and gets its reminder). */
export const HOLDING_STATUSES = ["booked", "confirmed"] as const satisfies AppointmentStatus[];
export const holdsSlot = (status: string) =>
  (HOLDING_STATUSES as readonly string[]).includes(status);

export const STATUSES_OF = {
  plans: LEAD_STATUSES,
  appointments: APPOINTMENT_STATUSES,
  contacts: LEAD_STATUSES,
} as const satisfies Record<SubmissionKind, readonly string[]>;
export type StatusOf<K extends SubmissionKind> = (typeof STATUSES_OF)[K][number];
export type SubmissionStatus = LeadStatus | AppointmentStatus;

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  new: "New",
  contacted: "Contacted",
  converted: "Converted",
  closed: "Closed",
  spam: "Spam",
  booked: "Booked",
  confirmed: "Confirmed",
  completed: "Completed",
  "no-show": "No-show",
  cancelled: "Cancelled",
};

export const isSubmissionKind = (value: unknown): value is SubmissionKind =>
  typeof value === "string" && (SUBMISSION_KINDS as readonly string[]).includes(value);

export const isStatusOf = <K extends SubmissionKind>(
  kind: K,
  value: unknown,
): value is StatusOf<K> =>
  typeof value === "string" && (STATUSES_OF[kind] as readonly string[]).includes(value);

export type Note = { text: string; at: string };
/** A change: of the status (`field` absent), an appointment's slot or a plan request's payment. */
export type HistoryEntry = {
  from: string;
  to: string;
  at: string;
  by?: "owner" | "client";
  field?: "status" | "slot" | "payment";
};

/** What every listed submission carries besides its own fields. */
export type FollowUp<S extends string = SubmissionStatus> = {
  status: S;
  notes: Note[];
  history: HistoryEntry[];
  /** not yet opened or acted on by the owner */
  unread: boolean;
};

export const NOTE_MAX = 2000;
