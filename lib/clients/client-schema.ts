import type { IntakeView } from "./intake-view";
import type { ProgrammeItem } from "../programmes/programme-schema";

/** One row of the admin's client list (GET /api/admin/clients). */
export type ClientItem = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  lastActivityAt: string;
  firstSeenAt: string;
  /** from the latest intake questionnaire, when one was answered */
  bmi?: number;
  goal?: string;
};

/** One event of a client's history, newest first on their page. */
export type TimelineEntry = {
  kind:
    | "message"
    | "plan request"
    | "appointment"
    | "payment"
    | "note"
    | "email"
    | "intake"
    | "measurement"
    | "programme"
    | "diet chart";
  /** ISO date-time */
  at: string;
  /** one line: "Appointment booked for Monday, 7 December 2026 at 10:00 AM IST" */
  title: string;
  /** more words, when there are any (a note's text, a message's subject) */
  detail?: string;
  /** the admin page of the record it is about */
  href?: string;
};

/** A measurement taken at a visit, as the owner sees it. */
export type MeasurementItem = {
  _id: string;
  /** YYYY-MM-DD */
  date: string;
  weightKg: number;
  /** from the weight and the height of the latest intake answers, when there is one */
  bmi?: number;
  waistCm?: number;
  hipCm?: number;
  bodyFatPct?: number;
  /** "120/80" */
  bp?: string;
  note?: string;
  /** logged by the client in her app (absent: the owner's, at a visit) */
  loggedBy?: "client";
};

/** A client's page (GET /api/admin/clients/{id}). */
export type ClientRecord = {
  client: ClientItem & { emails: string[]; phones: string[] };
  /** the latest intake answers, or null */
  intake: IntakeView | null;
  /** oldest first */
  measurements: MeasurementItem[];
  /**
   * their latest booking or plan request, which an intake link sent from their page is for
   * (absent when they only wrote messages)
   */
  intakeFor?: { collection: "appointments" | "plans"; id: string; title: string };
  /** newest first */
  programmes: ProgrammeItem[];
  /** their plan requests, newest first: a programme starts from one of them */
  planRequests: {
    _id: string;
    plan: string;
    duration: string;
    createdAt: string;
    paid: boolean;
    /** a programme started from it (or was renewed by it) */
    inProgramme: boolean;
  }[];
  /** the goal weight the owner set, if any */
  goalKg?: number;
  /** newest first */
  timeline: TimelineEntry[];
};
