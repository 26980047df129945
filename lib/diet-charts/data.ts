import "server-only";
import { trusted, Types } from "mongoose";
import { badRequest, gone, notFound } from "@/lib/server/api/api-errors";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { verifyDietChartToken } from "@/lib/diet-charts/diet-chart-token";
import { dietChartUrlFor } from "@/lib/diet-charts/link";
import { serverEnv } from "@/lib/server/env";
import { dietChartReady } from "@/lib/diet-charts/diet-chart-mail";
import { notify } from "@/lib/mail/notify";
import { practice } from "@/lib/mail/practice";
import {
  CHART_PDF_MESSAGE,
  dietChartPdfSchema,
  dietChartSchema,
  MAX_CHART_PDF_BYTES,
  type DietChartItem,
  type DietChartVersion,
} from "@/lib/diet-charts/diet-chart-schema";
import { Client } from "@/models/Client";
import { DietChart, type DietChartDoc } from "@/models/DietChart";
import { assertAdmin, type AdminSession } from "../auth/data/admin-session";
import { assertClient, type ClientSession } from "../client-app/data/client-session";
import { clientById } from "../clients/data/client-by-id";
import { connectDb } from "../server/db";
import { fileBucket } from "../server/file-bucket";

/**
 * A client's diet chart (issue 31): each save is a new version, numbered per client (v1, v2 …);
 * the client reads the current one and the earlier ones through their signed link. An uploaded
 * PDF goes to the GridFS bucket "dietcharts", served only through that link (or to the owner's
 * export). Health data: nothing here logs a title, a chart or a token.
 */
export const CHART_FILES_BUCKET = "dietcharts";

type ChartLean = DietChartDoc & { _id: Types.ObjectId; createdAt: Date };

const files = fileBucket(CHART_FILES_BUCKET);

const storeFile = (bytes: Uint8Array, filename: string) =>
  files.store(bytes, filename, "application/pdf");

/** Deletes uploaded charts' files; an already missing one is not an error. */
export const deleteChartFiles = (fileIds: Types.ObjectId[]) => files.remove(fileIds);

/** An uploaded chart's bytes; null when the file is missing. */
export const chartFileBytes = (fileId: Types.ObjectId) => files.read(fileId);

export type ChartUpload = { bytes: Uint8Array; filename: string };

const isPdf = (bytes: Uint8Array) =>
  [0x25, 0x50, 0x44, 0x46, 0x2d].every((byte, i) => bytes[i] === byte); // "%PDF-"

/** The uploaded file's name without a path or odd characters, ending in .pdf. */
function pdfFilename(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} ._-]/gu, "")
    .trim()
    .slice(0, 80);
  return `${base || "diet-chart"}.pdf`;
}

const versionOf = (doc: ChartLean): DietChartVersion => ({
  _id: String(doc._id),
  version: doc.version,
  title: doc.title,
  createdAt: doc.createdAt.toISOString(),
  format: doc.pdf ? "pdf" : "markdown",
});

const itemOf = (doc: ChartLean): DietChartItem => ({
  ...versionOf(doc),
  ...(doc.pdf
    ? { pdf: { filename: doc.pdf.filename, size: doc.pdf.size } }
    : { content: doc.content ?? "" }),
});

/** Tries this many numbers when other saves for the same client take them first. */
const VERSION_TRIES = 20;

/**
 * Inserts the next version: one more than the highest stored, and the next again when the unique
 * index says another save took that number meanwhile (the store has no atomic counter).
 */
async function insertNextVersion(
  clientId: Types.ObjectId,
  fields: Pick<DietChartDoc, "title" | "content" | "pdf">,
): Promise<ChartLean> {
  for (let attempt = 0; attempt < VERSION_TRIES; attempt++) {
    const latest = await DietChart.findOne({ clientId })
      .sort({ version: -1 })
      .select("version")
      .lean();
    try {
      const doc = await DietChart.create({
        clientId,
        version: (latest?.version ?? 0) + 1,
        ...fields,
      });
      return doc.toObject() as ChartLean;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  throw new Error("Could not number a new diet chart version");
}

/**
 * Admin only. Saves a new version of the client's chart (POST /api/admin/clients/{id}/diet-charts):
 * `{ title, content }` in Markdown, or `{ title }` with a PDF. Emails the client the signed link
 * (when they gave an address) and answers `{ _id, version, link }`.
 */
export async function saveDietChart(
  session: AdminSession,
  clientId: string,
  input: Record<string, unknown>,
  pdf?: ChartUpload,
  now: Date = new Date(),
): Promise<{ _id: string; version: number; link: string }> {
  assertAdmin(session);
  const client = await clientById(clientId);
  let fields: Pick<DietChartDoc, "title" | "content" | "pdf">;
  if (pdf) {
    const { title } = dietChartPdfSchema.parse(input);
    if (pdf.bytes.byteLength > MAX_CHART_PDF_BYTES || !isPdf(pdf.bytes))
      throw badRequest(CHART_PDF_MESSAGE, { pdf: [CHART_PDF_MESSAGE] });
    const filename = pdfFilename(pdf.filename);
    const fileId = await storeFile(pdf.bytes, filename);
    fields = { title, pdf: { fileId, filename, size: pdf.bytes.byteLength } };
  } else {
    fields = dietChartSchema.parse(input);
  }
  let saved: ChartLean;
  try {
    saved = await insertNextVersion(client._id, fields);
  } catch (error) {
    if (fields.pdf) await deleteChartFiles([fields.pdf.fileId]);
    throw error;
  }
  await Client.updateOne({ _id: client._id }, { $max: { lastActivityAt: now } });
  const link = await dietChartUrlFor(String(client._id), client.dietChartLinkVersion ?? 0, now);
  const to = client.email || client.emails?.[0];
  if (to)
    await notify(undefined, [
      {
        kind: "diet-chart",
        mail: dietChartReady(to, practice, { url: link, version: saved.version }),
      },
    ]);
  return { _id: String(saved._id), version: saved.version, link };
}

/** Admin only. The client's versions, newest first (GET /api/admin/clients/{id}/diet-charts). */
export async function listDietCharts(
  session: AdminSession,
  clientId: string,
): Promise<DietChartItem[]> {
  assertAdmin(session);
  const client = await clientById(clientId);
  const docs = await DietChart.find({ clientId: client._id }).sort({ version: -1 }).lean();
  return (docs as ChartLean[]).map(itemOf);
}

/** What the client's page shows for their link. */
export type DietChartLinkView =
  | { status: "invalid" | "expired" | "revoked" | "empty" }
  | {
      status: "open";
      name: string;
      /** the version asked for (`v`), or the current one */
      chart: DietChartItem;
      current: number;
      /** every version, newest first */
      versions: DietChartVersion[];
    };

async function clientOfToken(token: string) {
  const verified = await verifyDietChartToken(token, serverEnv.jwtSecret);
  if (!verified.ok) return verified.reason;
  await connectDb();
  const client = await Client.findById(verified.clientId)
    .select("name dietChartLinkVersion")
    .lean();
  if (!client) return "invalid";
  return (client.dietChartLinkVersion ?? 0) === verified.linkVersion ? client : "revoked";
}

/** Admin only. The client's diet chart link as it is now (their page). */
export async function dietChartLinkOf(session: AdminSession, clientId: string): Promise<string> {
  assertAdmin(session);
  const client = await clientById(clientId);
  return dietChartUrlFor(String(client._id), client.dietChartLinkVersion ?? 0);
}

/**
 * Admin only. Revokes the client's diet chart link (DELETE /api/admin/clients/{id}/diet-charts/
 * link): every link sent so far then says it was withdrawn, on the page and for the PDF; the next
 * chart saved (or the link on their page) is a new one.
 */
export async function revokeDietChartLink(session: AdminSession, clientId: string): Promise<void> {
  assertAdmin(session);
  const client = await clientById(clientId);
  await Client.updateOne({ _id: client._id }, { $inc: { dietChartLinkVersion: 1 } });
}

const wantedVersion = (v: string | undefined) => (v && /^[1-9]\d{0,5}$/.test(v) ? Number(v) : null);

/** The client's page for `token` (public, by the signed link): `v` picks an earlier version. */
export async function dietChartForLink(token: string, v?: string): Promise<DietChartLinkView> {
  const client = await clientOfToken(token);
  if (typeof client === "string") return { status: client };
  return chartViewOf(client, v);
}

/** Her chart in her app (/my/diet-chart): as the link shows it, for her session alone. */
export async function dietChartForClient(
  session: ClientSession,
  v?: string,
): Promise<DietChartLinkView> {
  assertClient(session);
  return chartViewOf(await clientById(session.clientId), v);
}

async function chartViewOf(
  client: { _id: Types.ObjectId; name: string },
  v: string | undefined,
): Promise<DietChartLinkView> {
  const docs = (await DietChart.find({ clientId: client._id })
    .sort({ version: -1 })
    .lean()) as ChartLean[];
  const latest = docs[0];
  if (!latest) return { status: "empty" };
  const wanted = wantedVersion(v);
  const chosen = docs.find((doc) => doc.version === wanted) ?? latest;
  return {
    status: "open",
    name: client.name,
    chart: itemOf(chosen),
    current: latest.version,
    versions: docs.map(versionOf),
  };
}

export type DietChartDownload =
  | { kind: "pdf"; bytes: Buffer; version: number }
  | { kind: "markdown"; name: string; chart: DietChartItem & { content: string } };

/**
 * One version for the PDF download (public, by the signed link): 404 for a link we did not sign
 * or a version that does not exist, 410 once the link expired. An uploaded PDF comes back as
 * its bytes; a written chart as what the caller renders.
 */
export async function dietChartForDownload(token: string, v?: string): Promise<DietChartDownload> {
  const view = await dietChartForLink(token, v);
  if (view.status === "expired") throw gone("This diet chart link has expired");
  if (view.status === "revoked") throw gone("This diet chart link has been withdrawn");
  return downloadOf(view, v);
}

/** One version of her chart to download in her app (GET /api/my/diet-chart/pdf?v=2). */
export async function dietChartDownloadForClient(
  session: ClientSession,
  v?: string,
): Promise<DietChartDownload> {
  return downloadOf(await dietChartForClient(session, v), v);
}

async function downloadOf(
  view: DietChartLinkView,
  v: string | undefined,
): Promise<DietChartDownload> {
  if (view.status !== "open") throw notFound("Diet chart not found");
  if (v !== undefined && String(view.chart.version) !== v) throw notFound("Diet chart not found");
  if (view.chart.format === "markdown")
    return {
      kind: "markdown",
      name: view.name,
      chart: { ...view.chart, content: view.chart.content ?? "" },
    };
  const doc = await DietChart.findById(view.chart._id).select("pdf").lean();
  const bytes = doc?.pdf ? await chartFileBytes(doc.pdf.fileId) : null;
  if (!bytes || !doc?.pdf) throw notFound("Diet chart not found");
  return { kind: "pdf", bytes, version: view.chart.version };
}

/** The charts of these clients (export, erasure). */
export const chartsOf = (clientIds: Types.ObjectId[]) => ({
  clientId: trusted({ $in: clientIds }),
});

/** The uploaded files of the charts matching `filter` (erasure, retention). */
export async function chartFileIds(filter: object): Promise<Types.ObjectId[]> {
  const docs = await DietChart.find(filter).select("pdf").lean();
  return docs.flatMap((doc) => (doc.pdf ? [doc.pdf.fileId] : []));
}

/**
 * A merge's part: the other record's versions follow this one's, in their order (v1, v2 of the
 * other become v3, v4 after this one's two). Each move is one document's write; a number taken
 * meanwhile is tried again with the next.
 */
export async function moveDietCharts(from: Types.ObjectId, to: Types.ObjectId): Promise<number> {
  const docs = await DietChart.find({ clientId: from }).sort({ version: 1 }).select("_id").lean();
  for (const { _id } of docs) {
    for (let attempt = 0; ; attempt++) {
      const latest = await DietChart.findOne({ clientId: to }).sort({ version: -1 }).lean();
      try {
        await DietChart.updateOne(
          { _id },
          { $set: { clientId: to, version: (latest?.version ?? 0) + 1 } },
        );
        break;
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= VERSION_TRIES) throw error;
      }
    }
  }
  return docs.length;
}
