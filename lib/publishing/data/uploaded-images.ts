import "server-only";
import mongoose from "mongoose";
import { connectDb } from "../../server/db";

/**
 * Uploaded images live in MongoDB GridFS (bucket "media"), so every app instance can serve
 * them. A stored file never changes: a replaced image gets a new id, hence a new URL.
 */
export const BUCKET = "media";
const { GridFSBucket, ObjectId } = mongoose.mongo;
type ObjectId = mongoose.mongo.ObjectId;

async function bucket(): Promise<mongoose.mongo.GridFSBucket> {
  const conn = await connectDb();
  const db = conn.connection.db;
  if (!db) throw new Error("Database connection has no db handle");
  return new GridFSBucket(db, { bucketName: BUCKET });
}

/** The URL a stored image is served from. */
export const mediaUrl = (id: ObjectId | string) => `/api/media/${String(id)}`;

export async function saveImage(bytes: Buffer, contentType = "image/webp"): Promise<ObjectId> {
  const upload = (await bucket()).openUploadStream("image.webp", { metadata: { contentType } });
  await new Promise<void>((resolve, reject) => {
    upload.once("finish", () => resolve());
    upload.once("error", reject);
    upload.end(bytes);
  });
  return upload.id;
}

export type StoredImage = { bytes: Buffer; contentType: string; uploadedAt: Date };

/** A stored image, or null for an unknown id. */
export async function readImage(id: string): Promise<StoredImage | null> {
  if (!/^[a-f0-9]{24}$/i.test(id)) return null;
  const files = await bucket();
  const objectId = new ObjectId(id);
  const [file] = await files.find({ _id: objectId }).limit(1).toArray();
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of files.openDownloadStream(objectId)) chunks.push(chunk as Buffer);
  const contentType =
    typeof file.metadata?.contentType === "string" ? file.metadata.contentType : "image/webp";
  return { bytes: Buffer.concat(chunks), contentType, uploadedAt: file.uploadDate };
}

/** The ids of the stored images uploaded before `before`. */
export async function imagesUploadedBefore(before: Date): Promise<string[]> {
  const files = await (await bucket()).find({ uploadDate: { $lt: before } }).toArray();
  return files.map((file) => String(file._id));
}

/** Removes a stored image; an already missing one is not an error. */
export async function deleteImage(id: ObjectId | string | null | undefined): Promise<void> {
  if (!id) return;
  try {
    await (await bucket()).delete(new ObjectId(String(id)));
  } catch (error) {
    if (!(error instanceof Error && /file not found/i.test(error.message))) throw error;
  }
}
