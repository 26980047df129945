import "server-only";
import type { Types } from "mongoose";
import { fileBucket } from "../../server/file-bucket";
import type { AttachmentType } from "../message-limits";

/**
 * The messages' attachments: a GridFS bucket of their own, served only through the two file
 * routes (hers and the owner's). Health data: nothing here logs a file's name.
 */
export const MESSAGE_FILES_BUCKET = "messagefiles";

const files = fileBucket(MESSAGE_FILES_BUCKET);

export const storeFile = (bytes: Uint8Array, filename: string, contentType: AttachmentType) =>
  files.store(bytes, filename, contentType);

/** Deletes attachments' files; an already missing one is not an error. */
export const deleteMessageFiles = (fileIds: Types.ObjectId[]) => files.remove(fileIds);

/** An attachment's bytes; null when the file is missing. */
export const messageFileBytes = (fileId: Types.ObjectId) => files.read(fileId);
