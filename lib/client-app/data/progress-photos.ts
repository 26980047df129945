import "server-only";
import { trusted, Types } from "mongoose";
import { badRequest, forbidden, notFound } from "@/lib/server/api/api-errors";
import { isObjectIdText } from "@/lib/server/serialize";
import { Client } from "@/models/Client";
import { ProgressPhoto, type ProgressPhotoDoc } from "@/models/ProgressPhoto";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { attachmentFilename, sniffFileType } from "@/lib/forms/uploaded-file";
import type { MessageFile } from "../../client-messages/data/thread";
import { clientById } from "../../clients/data/client-by-id";
import { connectDb } from "../../server/db";
import { fileBucket } from "../../server/file-bucket";
import {
  isProgressPhotoType,
  MAX_PROGRESS_PHOTOS,
  PROGRESS_PHOTO_MESSAGE,
  PROGRESS_PHOTOS_FULL,
  progressPhotoSchema,
  type ProgressPhotoItem,
  type ProgressPhotoType,
} from "../progress-photo-schema";
import { assertClient, type ClientSession } from "./client-session";
import { clientFeatures } from "./my-app";

/**
 * A client's progress photos (issue 43): with the Ultimate plan's progress tools (or the owner's
 * grant) she adds dated photos in her app and deletes them; she and the owner see them. The
 * images go to the GridFS bucket "progressphotos", served only through the two file routes
 * (`private, no-store`). An id from the request is looked up among her photos alone: another
 * client's is "not found", as an unknown one. Health data: nothing here logs a photo, its date
 * or a client's name.
 */
export const PROGRESS_PHOTOS_BUCKET = "progressphotos";

export type ProgressPhotoUpload = { date?: unknown; bytes?: Uint8Array; filename?: string };
/** An image as the file routes send it (lib/client-messages/attachment-response.ts). */
export type ProgressPhotoFile = MessageFile;

type PhotoLean = ProgressPhotoDoc & { _id: Types.ObjectId; createdAt: Date };
type PhotoUrl = (photoId: string) => string;

const myPhotoUrl: PhotoUrl = (id) => `/api/my/progress-photos/${id}`;
const ownerPhotoUrl =
  (clientId: string): PhotoUrl =>
  (id) =>
    `/api/admin/clients/${clientId}/progress-photos/${id}`;

const NO_TOOLS =
  "Progress photos come with the Ultimate plan's progress tools. Please ask your dietician.";

const files = fileBucket(PROGRESS_PHOTOS_BUCKET);

const storeFile = (bytes: Uint8Array, filename: string, contentType: ProgressPhotoType) =>
  files.store(bytes, filename, contentType);

/** Deletes photos' files; an already missing one is not an error. */
export const deleteProgressPhotoFiles = (fileIds: Types.ObjectId[]) => files.remove(fileIds);

/** A photo's bytes; null when the file is missing. */
export const progressPhotoBytes = (fileId: Types.ObjectId) => files.read(fileId);

const itemOf = (doc: PhotoLean, url: PhotoUrl): ProgressPhotoItem => ({
  _id: String(doc._id),
  date: doc.date,
  contentType: doc.contentType as ProgressPhotoType,
  size: doc.size,
  url: url(String(doc._id)),
  createdAt: doc.createdAt.toISOString(),
});

/** The client's photos, the latest day first (at most 200 each; a merge may join two clients'). */
async function photosOf(clientId: Types.ObjectId, url: PhotoUrl): Promise<ProgressPhotoItem[]> {
  await connectDb();
  const docs = (await ProgressPhoto.find({ clientId })
    .sort({ date: -1, createdAt: -1, _id: -1 })
    .limit(MAX_PROGRESS_PHOTOS * 2)
    .lean()) as PhotoLean[];
  return docs.map((doc) => itemOf(doc, url));
}

/** One photo of this client, or 404 (unknown, or another client's). */
async function photoOf(clientId: Types.ObjectId, photoId: string): Promise<PhotoLean> {
  if (!isObjectIdText(photoId)) throw notFound("Photo not found");
  await connectDb();
  const doc = (await ProgressPhoto.findOne({ _id: photoId, clientId }).lean()) as PhotoLean | null;
  if (!doc) throw notFound("Photo not found");
  return doc;
}

async function fileOf(clientId: Types.ObjectId, photoId: string): Promise<ProgressPhotoFile> {
  const doc = await photoOf(clientId, photoId);
  const bytes = await progressPhotoBytes(doc.fileId);
  if (!bytes) throw notFound("Photo not found");
  const type = doc.contentType as ProgressPhotoType;
  return { bytes, contentType: type, filename: attachmentFilename(`progress-${doc.date}`, type) };
}

// ---- her app -------------------------------------------------------------------------------

/** GET /api/my/progress-photos: her photos, the latest day first (she may list them always). */
export async function myProgressPhotos(session: ClientSession): Promise<ProgressPhotoItem[]> {
  assertClient(session);
  return photosOf(new Types.ObjectId(session.clientId), myPhotoUrl);
}

/**
 * POST /api/my/progress-photos: a dated photo of hers (403 without the progress tools). The date
 * is checked as a measurement's, the image's type is read from its bytes (JPEG, PNG or WebP, 10
 * MB at most), and she keeps at most MAX_PROGRESS_PHOTOS. The file is stored first and deleted
 * again if the record cannot be written.
 */
export async function addMyProgressPhoto(
  session: ClientSession,
  input: ProgressPhotoUpload,
  now: Date = new Date(),
): Promise<ProgressPhotoItem> {
  assertClient(session);
  const client = await clientById(session.clientId);
  if (!(await clientFeatures(client, now)).includes("progressTools")) throw forbidden(NO_TOOLS);
  const { bytes, filename = "" } = input;
  const data = progressPhotoSchema.parse({
    date: input.date,
    photo: bytes ? { name: filename, size: bytes.byteLength } : undefined,
  });
  const type = sniffFileType(bytes!);
  if (!isProgressPhotoType(type))
    throw badRequest(PROGRESS_PHOTO_MESSAGE, { photo: [PROGRESS_PHOTO_MESSAGE] });
  if ((await ProgressPhoto.countDocuments({ clientId: client._id })) >= MAX_PROGRESS_PHOTOS)
    throw badRequest(PROGRESS_PHOTOS_FULL, { photo: [PROGRESS_PHOTOS_FULL] });
  const fileId = await storeFile(bytes!, attachmentFilename(filename, type), type);
  let doc: PhotoLean;
  try {
    const created = await ProgressPhoto.create({
      clientId: client._id,
      date: data.date,
      fileId,
      contentType: type,
      size: bytes!.byteLength,
    });
    doc = created.toObject() as PhotoLean;
  } catch (error) {
    await deleteProgressPhotoFiles([fileId]);
    throw error;
  }
  // adding one counts as activity: her record is not deleted for retention before her photos
  await Client.updateOne({ _id: client._id }, { $max: { lastActivityAt: now } });
  return itemOf(doc, myPhotoUrl);
}

/** DELETE /api/my/progress-photos/{id}: one of hers, its file first; 404 for any other id. */
export async function deleteMyProgressPhoto(session: ClientSession, id: string): Promise<void> {
  assertClient(session);
  const clientId = new Types.ObjectId(session.clientId);
  const doc = await photoOf(clientId, id);
  await deleteProgressPhotoFiles([doc.fileId]);
  await ProgressPhoto.deleteOne({ _id: doc._id, clientId });
}

/** GET /api/my/progress-photos/{id}: the image of one of hers, or 404. */
export async function myProgressPhotoFile(
  session: ClientSession,
  id: string,
): Promise<ProgressPhotoFile> {
  assertClient(session);
  return fileOf(new Types.ObjectId(session.clientId), id);
}

// ---- the owner -----------------------------------------------------------------------------

/** Admin only. The client's photos, the latest day first (404 for an unknown client). */
export async function clientProgressPhotos(
  session: AdminSession,
  clientId: string,
): Promise<ProgressPhotoItem[]> {
  assertAdmin(session);
  const client = await clientById(clientId);
  return photosOf(client._id, ownerPhotoUrl(String(client._id)));
}

/** Admin only. The image of one of the client's photos, or 404 (another client's too). */
export async function clientProgressPhotoFile(
  session: AdminSession,
  clientId: string,
  photoId: string,
): Promise<ProgressPhotoFile> {
  assertAdmin(session);
  const client = await clientById(clientId);
  return fileOf(client._id, photoId);
}

// ---- a person's records (export, erasure, retention) and a merge ---------------------------

/** The progress photos of these clients (export, erasure). */
export const progressPhotosOf = (clientIds: Types.ObjectId[]) => ({
  clientId: trusted({ $in: clientIds }),
});

/** The files of the photos matching `filter` (erasure, retention). */
export async function progressPhotoFileIds(filter: object): Promise<Types.ObjectId[]> {
  await connectDb();
  const docs = await ProgressPhoto.find(filter).select("fileId").lean();
  return docs.map((doc) => doc.fileId);
}

/** A merge's part: the other record's photos join this one's. */
export async function moveProgressPhotos(
  from: Types.ObjectId,
  to: Types.ObjectId,
): Promise<number> {
  const moved = await ProgressPhoto.updateMany({ clientId: from }, { $set: { clientId: to } });
  return moved.modifiedCount;
}
