import "server-only";
import type { SubmissionKind } from "@/lib/submissions/submission-status";
import { Appointment } from "@/models/Appointment";
import { Contact } from "@/models/Contact";
import { PlanRequest } from "@/models/PlanRequest";

/** The collection of each kind of submission (the names the API and the outbox use). */
export const SUBMISSION_MODELS = {
  plans: PlanRequest,
  appointments: Appointment,
  contacts: Contact,
} as const satisfies Record<SubmissionKind, unknown>;
