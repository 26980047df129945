import "server-only";
import mongoose, { type Types } from "mongoose";
import { connectDb } from "./db";

/**
 * Files kept in the database (GridFS), so every instance of the app sees the same ones: one
 * bucket per kind (intake reports, diet charts, message attachments, progress photos), each
 * read and written by its feature's data module alone. Nothing here logs a file's name.
 */
export function fileBucket(bucketName: string) {
  const open = async () => {
    const db = (await connectDb()).connection.db;
    if (!db) throw new Error("Database connection has no db handle");
    return new mongoose.mongo.GridFSBucket(db, { bucketName });
  };
  return {
    open,
    /** Stores the bytes with their type; answers the file's id. */
    async store(bytes: Uint8Array, filename: string, contentType: string): Promise<Types.ObjectId> {
      const upload = (await open()).openUploadStream(filename, { metadata: { contentType } });
      await new Promise<void>((resolve, reject) => {
        upload.once("finish", () => resolve());
        upload.once("error", reject);
        upload.end(Buffer.from(bytes));
      });
      return upload.id;
    },
    /** Deletes these files; an already missing one is not an error. */
    async remove(fileIds: Types.ObjectId[]): Promise<void> {
      if (fileIds.length === 0) return;
      const bucket = await open();
      for (const id of fileIds) {
        try {
          await bucket.delete(id);
        } catch (error) {
          if (!(error instanceof Error && /file not found/i.test(error.message))) throw error;
        }
      }
    },
    /** A file's bytes; null when it is missing. */
    async read(fileId: Types.ObjectId): Promise<Buffer | null> {
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of (await open()).openDownloadStream(fileId))
          chunks.push(chunk as Buffer);
      } catch (error) {
        if (error instanceof Error && /file not found|FileNotFound/i.test(error.message))
          return null;
        throw error;
      }
      return Buffer.concat(chunks);
    },
  };
}
