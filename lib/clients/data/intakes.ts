import "server-only";
import { trusted, Types } from "mongoose";
import { badRequest, gone, notFound } from "@/lib/server/api/api-errors";
import { verifyIntakeToken, type IntakeSource } from "@/lib/clients/intake-token";
import { calculateBmi } from "@/lib/clients/bmi";
import { serverEnv } from "@/lib/server/env";
import { PRIVACY_POLICY_VERSION } from "@/lib/forms/consent";
import { whenText } from "@/lib/mail/mail-texts";
import {
  intakeSchema,
  MAX_REPORT_BYTES,
  REPORT_TYPES,
  type IntakeAnswers,
} from "@/lib/clients/intake-schema";
import {
  INTAKE_ANSWER_FIELDS,
  INTAKE_LINK_MESSAGES,
  type IntakeLinkView,
  type IntakeView,
} from "@/lib/clients/intake-view";
import { Appointment } from "@/models/Appointment";
import { Intake, type IntakeDoc } from "@/models/Intake";
import { PlanRequest } from "@/models/PlanRequest";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { connectDb } from "../../server/db";
import { fileBucket } from "../../server/file-bucket";
import { sniffFileType } from "@/lib/forms/uploaded-file";

/** The report's type from its first bytes (what the client's browser says is not trusted). */
const reportTypeOf = (bytes: Uint8Array) => {
  const type = sniffFileType(bytes);
  return type && Object.hasOwn(REPORT_TYPES, type) ? (type as keyof typeof REPORT_TYPES) : null;
};

/**
 * The intake questionnaire (issue 30): what its link opens, the answers it sends, and the owner's
 * view of them. A link serves the booking or plan request it was signed for; the answers can be
 * corrected through it until the first visit begins (a plan request has none: until the link
 * expires). A report the client attaches goes to the GridFS bucket "reports", which nothing
 * public serves.
 */
export const REPORTS_BUCKET = "reports";

type Source = {
  name: string;
  email: string;
  phone: string;
  /** when answers can no longer be changed through the link */
  closesAt?: Date;
  firstVisit?: string;
};

async function sourceOf({ collection, id }: IntakeSource): Promise<Source | null> {
  if (collection === "plans") {
    const plan = await PlanRequest.findById(id).select("name email phone").lean();
    return plan && { name: plan.name, email: plan.email, phone: plan.phone };
  }
  const visit = await Appointment.findById(id)
    .select("name email phone date time startsAt status")
    .lean();
  if (!visit || visit.status === "cancelled") return null;
  const closesAt = visit.startsAt ?? new Date(`${visit.date}T18:30:00Z`); // a date-only day's end, IST
  return {
    name: visit.name,
    email: visit.email,
    phone: visit.phone,
    closesAt,
    firstVisit: whenText({ date: visit.date, time: visit.time ?? undefined }),
  };
}

type Opened = { source: IntakeSource; of: Source };

/** The link's booking or request, or why it cannot be used. */
async function open(token: string, now: Date): Promise<Opened | "invalid" | "expired" | "closed"> {
  const verified = await verifyIntakeToken(token, serverEnv.jwtSecret);
  if (!verified.ok) return verified.reason;
  await connectDb();
  const of = await sourceOf(verified.source);
  if (!of) return "invalid";
  if (of.closesAt && of.closesAt.getTime() <= now.getTime()) return "closed";
  return { source: verified.source, of };
}

const answersOf = (doc: IntakeDoc): IntakeAnswers => {
  const answers: Record<string, unknown> = {};
  for (const field of INTAKE_ANSWER_FIELDS) {
    const value = doc[field];
    if (value !== undefined && value !== null) answers[field] = value;
  }
  return answers as IntakeAnswers;
};

/** What the intake page shows for `token`. */
export async function intakeForLink(
  token: string,
  now: Date = new Date(),
): Promise<IntakeLinkView> {
  const opened = await open(token, now);
  if (typeof opened === "string") return { status: opened };
  const saved = await Intake.findOne({ "source.id": opened.source.id }).lean();
  return {
    status: "open",
    name: opened.of.name,
    ...(opened.of.firstVisit ? { firstVisit: opened.of.firstVisit } : {}),
    ...(saved ? { answers: answersOf(saved) } : {}),
    ...(saved?.report ? { report: saved.report.filename } : {}),
  };
}

const reports = fileBucket(REPORTS_BUCKET);

const storeReport = (bytes: Uint8Array, contentType: string, filename: string) =>
  reports.store(bytes, filename, contentType);

/** Deletes stored reports; an already missing one is not an error. */
export const deleteReports = (fileIds: Types.ObjectId[]) => reports.remove(fileIds);

/**
 * An upload younger than this stays even when no intake names it: a report is stored before the
 * write that names it, which may still be under way.
 */
export const UNNAMED_REPORT_GRACE_MS = 60 * 60_000;

/**
 * Deletes the stored reports no intake names once older than the grace period (an upload whose
 * write failed, or one replaced by a parallel send before that was handled), and the chunks of
 * an upload that never finished. Part of the daily pass (./bookkeeping.ts).
 */
export async function removeUnnamedReports(now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNNAMED_REPORT_GRACE_MS);
  const files = await (
    await reports.open()
  )
    .find({ uploadDate: { $lt: before } })
    .project({ _id: 1 })
    .toArray();
  const named = new Set(
    (
      await Intake.find({ "report.fileId": trusted({ $exists: true }) })
        .select("report")
        .lean()
    ).map((intake) => String(intake.report?.fileId)),
  );
  const unnamed = files.map((file) => file._id).filter((id) => !named.has(String(id)));
  await deleteReports(unnamed);
  const db = (await connectDb()).connection.db!;
  const chunked: unknown[] = await db.collection(`${REPORTS_BUCKET}.chunks`).distinct("files_id");
  const listed = new Set(
    (await db.collection(`${REPORTS_BUCKET}.files`).find({}).project({ _id: 1 }).toArray()).map(
      (file) => String(file._id),
    ),
  );
  const unfinished = chunked.filter(
    (id): id is Types.ObjectId =>
      id instanceof Types.ObjectId && !listed.has(String(id)) && id.getTimestamp() < before,
  );
  if (unfinished.length)
    await db.collection(`${REPORTS_BUCKET}.chunks`).deleteMany({ files_id: { $in: unfinished } });
  return unnamed.length + unfinished.length;
}

export type ReportUpload = { bytes: Uint8Array; filename: string };

/**
 * Saves the answers sent through `token` (public): 404 for a link we did not sign or whose
 * booking is gone, 410 once it expired or the first visit began, 400 with a message per field.
 * A correction replaces the answers (and the report, when a new one comes). True when created.
 */
export async function saveIntake(
  token: string,
  input: Record<string, unknown>,
  report: ReportUpload | undefined,
  now: Date = new Date(),
): Promise<{ created: boolean }> {
  const opened = await open(token, now);
  if (opened === "invalid") throw notFound(INTAKE_LINK_MESSAGES.invalid);
  if (opened === "expired" || opened === "closed") throw gone(INTAKE_LINK_MESSAGES[opened]);
  const parsed = intakeSchema.parse(input); // healthConsent: true, or it throws
  const answers: IntakeAnswers = Object.fromEntries(
    Object.entries(parsed).filter(([key]) => key !== "healthConsent"),
  ) as IntakeAnswers;
  let reportType: keyof typeof REPORT_TYPES | null = null;
  if (report) {
    const message = "Attach a PDF or a photo (JPEG, PNG or WebP) of up to 10 MB";
    if (report.bytes.byteLength > MAX_REPORT_BYTES)
      throw badRequest(message, { report: [message] });
    reportType = reportTypeOf(report.bytes);
    if (!reportType) throw badRequest(message, { report: [message] });
  }
  const bmi = calculateBmi(String(answers.weightKg), String(answers.heightCm));
  const stored = report
    ? {
        fileId: await storeReport(report.bytes, reportType!, report.filename),
        filename: reportFilename(report.filename, reportType!),
        contentType: reportType!,
        size: report.bytes.byteLength,
      }
    : undefined;
  const unset = Object.fromEntries(
    INTAKE_ANSWER_FIELDS.filter((field) => answers[field] === undefined).map((field) => [field, 1]),
  );
  // the answers as they were before this write, from the write itself: parallel sends each
  // replace the one before them, and the report each replaced is deleted (none left unnamed)
  let previous: { report?: { fileId: Types.ObjectId } | null } | null;
  try {
    previous = await Intake.findOneAndUpdate(
      { "source.id": new Types.ObjectId(opened.source.id) },
      {
        $set: {
          source: {
            collection: opened.source.collection,
            id: new Types.ObjectId(opened.source.id),
          },
          name: opened.of.name,
          email: opened.of.email,
          phone: opened.of.phone,
          ...Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== undefined)),
          bmi: bmi.ok ? Number(bmi.bmi) : 0,
          healthConsent: { givenAt: now, policyVersion: PRIVACY_POLICY_VERSION },
          ...(stored ? { report: stored } : {}),
        },
        ...(Object.keys(unset).length ? { $unset: unset } : {}),
      },
      { upsert: true, runValidators: true, returnDocument: "before" },
    )
      .select("report")
      .lean();
  } catch (error) {
    if (stored) await deleteReports([stored.fileId]);
    throw error;
  }
  if (stored && previous?.report) await deleteReports([previous.report.fileId]);
  return { created: !previous };
}

/** The client's file name without a path or odd characters, with the extension of its real type. */
function reportFilename(name: string, type: keyof typeof REPORT_TYPES): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} ._-]/gu, "")
    .trim()
    .slice(0, 80);
  return `${base || "report"}.${REPORT_TYPES[type]}`;
}

/** The answers as the owner sees them. */
export const intakeViewOf = (
  doc: IntakeDoc & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date },
): IntakeView => ({
  ...answersOf(doc),
  _id: String(doc._id),
  bmi: doc.bmi,
  sentAt: doc.createdAt.toISOString(),
  updatedAt: doc.updatedAt.toISOString(),
  healthConsent: {
    givenAt: doc.healthConsent?.givenAt.toISOString() ?? "",
    policyVersion: doc.healthConsent?.policyVersion ?? "",
  },
  ...(doc.report
    ? {
        report: {
          filename: doc.report.filename,
          contentType: doc.report.contentType,
          size: doc.report.size,
          url: `/api/admin/intakes/${String(doc._id)}/report`,
        },
      }
    : {}),
});

/** Admin only. The answers sent for a booking or plan request, or null. */
export async function intakeOf(
  session: AdminSession,
  source: IntakeSource,
): Promise<IntakeView | null> {
  assertAdmin(session);
  if (!Types.ObjectId.isValid(source.id)) return null;
  await connectDb();
  const doc = await Intake.findOne({
    "source.collection": source.collection,
    "source.id": new Types.ObjectId(source.id),
  }).lean();
  return doc ? intakeViewOf(doc as Parameters<typeof intakeViewOf>[0]) : null;
}

/** Admin only. A report's bytes, for the owner's download; null when there is none. */
export async function readReport(
  session: AdminSession,
  intakeId: string,
): Promise<{ bytes: Buffer; contentType: string; filename: string } | null> {
  assertAdmin(session);
  if (!Types.ObjectId.isValid(intakeId)) return null;
  await connectDb();
  const intake = await Intake.findById(intakeId).select("report").lean();
  if (!intake?.report) return null;
  const bytes = await reportBytes(intake.report.fileId);
  return bytes
    ? { bytes, contentType: intake.report.contentType, filename: intake.report.filename }
    : null;
}

/** A stored report's bytes; null when the file is missing. For the signed-in owner's reads only. */
export const reportBytes = (fileId: Types.ObjectId) => reports.read(fileId);
