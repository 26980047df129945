import { z } from "zod";
import { isSingleLine } from "../forms/fields";

/**
 * Finding one person's records (the owner's data-rights screen, DPDP Act 2023): by email
 * (case-insensitive, exact) and/or phone (the last ten digits, whatever spaces, dashes or +91
 * were typed). Records matching either are that person's.
 */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(isSingleLine, "Must be a single line")
    .optional()
    .transform((v) => v || undefined);

export const personQuerySchema = z
  .object({
    email: optionalText(254).pipe(z.email("Enter a valid email address").optional()),
    phone: optionalText(30).refine(
      (v) => v === undefined || phoneDigits(v).length >= 7,
      "Enter a phone number with at least 7 digits",
    ),
  })
  .refine((q) => q.email || q.phone, {
    message: "Give an email address or a phone number to find a person's records",
    path: ["email"],
  });

export type PersonQuery = z.infer<typeof personQuerySchema>;

/** The digits that identify a phone number: the last ten (an Indian mobile without +91 or 0). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "").slice(-10);
}

/** What the public deletion-request endpoint takes: the token of the emailed link. */
export const deletionRequestSchema = z.object({
  token: z.string({ error: "The link is incomplete" }).trim().min(1, "The link is incomplete"),
});

/** Who asked for an erasure, as the erasure log keeps it. */
export const ERASURE_SOURCES = ["owner", "deletion-request", "retention"] as const;
export type ErasureSource = (typeof ERASURE_SOURCES)[number];

/** Records erased, per collection. */
export type ErasureCounts = {
  plans: number;
  appointments: number;
  contacts: number;
  outbox: number;
  deletionRequests: number;
  /** intake questionnaires, with their reports */
  intakes: number;
  /** client records (the admin's client list) */
  clients: number;
  /** measurements taken at visits */
  measurements: number;
  /** programmes (the plans they followed, with their dates) */
  programmes: number;
  /** diet chart versions, with any uploaded PDFs */
  dietCharts: number;
  /** messages between the client and her dietician, with their attachments */
  clientMessages: number;
  /** her progress photos, with their images */
  progressPhotos: number;
};

export type ErasureItem = {
  _id: string;
  createdAt: string;
  by: ErasureSource;
  requestId?: string;
  counts: ErasureCounts;
};

export type DeletionRequestItem = {
  _id: string;
  email: string;
  createdAt: string;
};

/** One stored record of a person, every stored field (dates as ISO strings). */
export type PersonRecord = { _id: string; createdAt: string } & Record<string, unknown>;

export type PersonRecords = {
  plans: PersonRecord[];
  appointments: PersonRecord[];
  contacts: PersonRecord[];
  /** emails to the address, or about the records above */
  mail: PersonRecord[];
  deletionRequests: PersonRecord[];
  /** intake answers (health data), with the report's file name, type and size */
  intakes: PersonRecord[];
  /** the client record(s) the admin's client list keeps of them */
  clients: PersonRecord[];
  /** the measurements of their visits (health data) */
  measurements: PersonRecord[];
  /** their programmes: plan, dates, follow-up visits, renewals */
  programmes: PersonRecord[];
  /** every version of their diet chart (health data), with an uploaded PDF's name and size */
  dietCharts: PersonRecord[];
  /** the messages of her thread with the dietician (health data), with attachments' names and sizes */
  clientMessages: PersonRecord[];
  /** her progress photos (health data): the day, type and size of each */
  progressPhotos: PersonRecord[];
  /** the phones her app's alerts go to: the push service's address and dates, not the keys */
  pushSubscriptions: PersonRecord[];
};
