import "server-only";
import { trusted } from "mongoose";
import { istDate } from "@/lib/booking/slots";
import { retentionCutoff } from "@/lib/privacy/retention-period";
import type { ErasureCounts } from "@/lib/privacy/people-schema";
import { Appointment } from "@/models/Appointment";
import { Contact } from "@/models/Contact";
import { Client } from "@/models/Client";
import { ClientMessage } from "@/models/ClientMessage";
import { DeletionRequest } from "@/models/DeletionRequest";
import { DietChart } from "@/models/DietChart";
import { Intake } from "@/models/Intake";
import { Measurement } from "@/models/Measurement";
import { Programme } from "@/models/Programme";
import { Outbox } from "@/models/Outbox";
import { PlanRequest } from "@/models/PlanRequest";
import { ProgressPhoto } from "@/models/ProgressPhoto";
import { connectDb } from "../../server/db";
import { eraseAll, logErasure, purgeErasedCopies } from "./erasures";
import { chartFileIds, deleteChartFiles } from "../../diet-charts/data";
import { deleteMessageFiles } from "../../client-messages/data/message-files";
import { messageFileIds } from "../../client-messages/data/message-records";
import {
  deleteProgressPhotoFiles,
  progressPhotoFileIds,
} from "../../client-app/data/progress-photos";
import { deleteReports } from "../../clients/data/intakes";
import { dropOrphanClientSubscriptions } from "../../push/data/client-push-subscriptions";

/**
 * The retention period of the privacy policy (RETENTION_MONTHS): deletes what is older than it,
 * and logs the counts (never whose records) as an erasure by "retention". Plan requests and
 * messages go by when they were sent; an appointment once both its request and its date are
 * past the cutoff; mail by when it was queued; a handled deletion request (which no longer holds
 * an address) by when it was made; an intake questionnaire (and its report) by when it was first
 * sent; a client record once their latest activity (a visit counts) is that old; a measurement by
 * when it was taken; a diet chart version (and its uploaded PDF) by when it was saved (saving
 * one counts as activity, so a client's record never goes before their charts); a message (and
 * its attachments) by when it was written (writing one counts as activity too); a progress photo
 * (and its image) by when it was added (adding one counts as activity too). The data directory's older copies go with them. Each filter is a range on an
 * indexed field, so the pass is cheap enough to run with every round of the background work.
 */
export async function applyRetention(now: Date, months: number): Promise<ErasureCounts> {
  await connectDb();
  const cutoff = retentionCutoff(now, months);
  const before = { createdAt: trusted({ $lt: cutoff }) };
  const reports = (await Intake.find(before).select("report").lean()).flatMap((intake) =>
    intake.report ? [intake.report.fileId] : [],
  );
  await deleteReports(reports);
  await deleteChartFiles(await chartFileIds(before));
  await deleteMessageFiles(await messageFileIds(before));
  await deleteProgressPhotoFiles(await progressPhotoFileIds(before));
  const counts = await eraseAll({
    plans: PlanRequest.deleteMany(before),
    appointments: Appointment.deleteMany({ ...before, date: trusted({ $lt: istDate(cutoff) }) }),
    contacts: Contact.deleteMany(before),
    outbox: Outbox.deleteMany(before),
    deletionRequests: DeletionRequest.deleteMany({ ...before, status: "handled" }),
    intakes: Intake.deleteMany(before),
    clients: Client.deleteMany({ lastActivityAt: trusted({ $lt: cutoff }) }),
    measurements: Measurement.deleteMany(before),
    // a programme is kept while it runs and for the retention period after its last day
    programmes: Programme.deleteMany({ endDate: trusted({ $lt: istDate(cutoff) }) }),
    dietCharts: DietChart.deleteMany(before),
    clientMessages: ClientMessage.deleteMany(before),
    progressPhotos: ProgressPhoto.deleteMany(before),
  });
  // the phones of the client records just deleted get nothing more (not counted, as in an erasure)
  if (counts.clients > 0) await dropOrphanClientSubscriptions();
  if (Object.values(counts).some((n) => n > 0)) {
    await logErasure("retention", counts);
    await purgeErasedCopies();
  }
  return counts;
}
