import "server-only";
import mongoose, { type Types } from "mongoose";
import { connectDb } from "../../server/db";
import type { AttachmentType } from "../message-schema";

/**
 * The messages' attachments: a GridFS bucket of their own, served only through the two file
 * routes (hers and the owner's). Health data: nothing here logs a file's name.
 */
export const MESSAGE_FILES_BUCKET = "messagefiles";

const bucket = async () => {
  const db = (await connectDb()).connection.db;
  if (!db) throw new Error("Database connection has no db handle");
  return new mongoose.mongo.GridFSBucket(db, { bucketName: MESSAGE_FILES_BUCKET });
};

export async function storeFile(bytes: Uint8Array, filename: string, contentType: AttachmentType) {
  const upload = (await bucket()).openUploadStream(filename, { metadata: { contentType } });
  await new Promise<void>((resolve, reject) => {
    upload.once("finish", () => resolve());
    upload.once("error", reject);
    upload.end(Buffer.from(bytes));
  });
  return upload.id;
}

/** Deletes attachments' files; an already missing one is not an error. */
export async function deleteMessageFiles(fileIds: Types.ObjectId[]): Promise<void> {
  if (fileIds.length === 0) return;
  const files = await bucket();
  for (const id of fileIds) {
    try {
      await files.delete(id);
    } catch (error) {
      if (!(error instanceof Error && /file not found/i.test(error.message))) throw error;
    }
  }
}

/** An attachment's bytes; null when the file is missing. */
export async function messageFileBytes(fileId: Types.ObjectId): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of (await bucket()).openDownloadStream(fileId))
      chunks.push(chunk as Buffer);
  } catch (error) {
    if (error instanceof Error && /file not found|FileNotFound/i.test(error.message)) return null;
    throw error;
  }
  return Buffer.concat(chunks);
}
