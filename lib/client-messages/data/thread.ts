import "server-only";
import { trusted, Types } from "mongoose";
import { badRequest, notFound } from "@/lib/server/api/api-errors";
import { isObjectIdText } from "@/lib/server/serialize";
import { Client } from "@/models/Client";
import { ClientMessage, type ClientMessageDoc } from "@/models/ClientMessage";
import { connectDb } from "../../server/db";
import { attachmentFilename, sniffFileType } from "@/lib/forms/uploaded-file";
import {
  ATTACHMENT_MESSAGE,
  MESSAGES_PAGE,
  type AttachmentType,
  type MessageSender,
} from "../message-limits";
import { messageSchema, type MessageItem, type MessageThread } from "../message-schema";
import { deleteMessageFiles, messageFileBytes, storeFile } from "./message-files";

/**
 * The thread between a client and her dietician (issue 43): one per client, newest first, read
 * by her in her app (her session's messages alone: another client's message or file is "not
 * found", as an unknown one) and by the owner on the client's page. Attachments go to the GridFS
 * bucket "messagefiles", served only through the two file routes. A new message alerts the other
 * side (phone, else one email until the thread is read) without its words. Health data: nothing
 * here logs a message, a file name or a client's name.
 */
export type MessageUpload = { bytes: Uint8Array; filename: string };
export type MessageSend = { text?: unknown; files?: MessageUpload[] };
export type MessageFile = { bytes: Buffer; contentType: string; filename: string };

export type MessageLean = ClientMessageDoc & { _id: Types.ObjectId; createdAt: Date };
export type FileUrl = (messageId: string, fileId: string) => string;

export const myFileUrl: FileUrl = (messageId, fileId) =>
  `/api/my/messages/${messageId}/files/${fileId}`;
export const ownerFileUrl =
  (clientId: string): FileUrl =>
  (messageId, fileId) =>
    `/api/admin/clients/${clientId}/messages/${messageId}/files/${fileId}`;

const otherSide = (sender: MessageSender): MessageSender =>
  sender === "client" ? "owner" : "client";

export const itemOf = (doc: MessageLean, fileUrl: FileUrl): MessageItem => ({
  _id: String(doc._id),
  from: doc.from,
  text: doc.text ?? "",
  attachments: (doc.attachments ?? []).map((file) => ({
    fileId: String(file.fileId),
    filename: file.filename,
    contentType: file.contentType as AttachmentType,
    size: file.size,
    url: fileUrl(String(doc._id), String(file.fileId)),
  })),
  createdAt: doc.createdAt.toISOString(),
  readAt: doc.readAt ? doc.readAt.toISOString() : null,
});

/**
 * Checks and stores one message: the schema (words, at most three files of 10 MB), then each
 * file's type from its bytes; the files are stored first and deleted again if the write fails.
 */
export async function saveMessage(
  clientId: Types.ObjectId,
  from: MessageSender,
  input: MessageSend,
): Promise<MessageLean> {
  const files = input.files ?? [];
  const parsed = messageSchema.parse({
    text: input.text,
    files: files.map((file) => ({ name: file.filename, size: file.bytes.byteLength })),
  });
  const types = files.map((file) => sniffFileType(file.bytes));
  if (types.some((type) => type === null))
    throw badRequest(ATTACHMENT_MESSAGE, { files: [ATTACHMENT_MESSAGE] });
  const stored: { fileId: Types.ObjectId; filename: string; contentType: string; size: number }[] =
    [];
  try {
    for (const [i, file] of files.entries()) {
      const contentType = types[i]!;
      const filename = attachmentFilename(file.filename, contentType);
      const fileId = await storeFile(file.bytes, filename, contentType);
      stored.push({ fileId, filename, contentType, size: file.bytes.byteLength });
    }
    const doc = await ClientMessage.create({
      clientId,
      from,
      text: parsed.text ?? "",
      attachments: stored,
    });
    return doc.toObject() as MessageLean;
  } catch (error) {
    await deleteMessageFiles(stored.map((file) => file.fileId));
    throw error;
  }
}

export const unreadBy = (clientId: Types.ObjectId, reader: MessageSender) => ({
  clientId,
  from: otherSide(reader),
  readAt: null,
});

/**
 * A page of the thread for `reader`, newest first: 50 messages, then those before the message
 * `before` names (a message of this thread, else 404). Messages written in the same millisecond
 * are told apart by their ids.
 */
export async function threadOf(
  clientId: Types.ObjectId,
  reader: MessageSender,
  before: string | undefined,
  fileUrl: FileUrl,
): Promise<MessageThread> {
  await connectDb();
  const newest = { createdAt: -1 as const, _id: -1 as const };
  let docs: MessageLean[];
  if (before === undefined) {
    docs = (await ClientMessage.find({ clientId })
      .sort(newest)
      .limit(MESSAGES_PAGE + 1)
      .lean()) as MessageLean[];
  } else {
    if (!isObjectIdText(before)) throw notFound("Message not found");
    const cursor = (await ClientMessage.findOne({ _id: before, clientId })
      .select("createdAt")
      .lean()) as MessageLean | null;
    if (!cursor) throw notFound("Message not found");
    const ties = await ClientMessage.countDocuments({ clientId, createdAt: cursor.createdAt });
    const page = (await ClientMessage.find({
      clientId,
      createdAt: trusted({ $lte: cursor.createdAt }),
    })
      .sort(newest)
      .limit(MESSAGES_PAGE + 1 + ties)
      .lean()) as MessageLean[];
    docs = page.filter(
      (doc) =>
        doc.createdAt.getTime() < cursor.createdAt.getTime() ||
        String(doc._id) < String(cursor._id),
    );
  }
  const items = docs.slice(0, MESSAGES_PAGE);
  return {
    items: items.map((doc) => itemOf(doc, fileUrl)),
    unread: await ClientMessage.countDocuments(unreadBy(clientId, reader)),
    nextBefore: docs.length > MESSAGES_PAGE ? String(items.at(-1)!._id) : null,
  };
}

export async function markRead(clientId: Types.ObjectId, reader: MessageSender, now: Date) {
  await connectDb();
  const marked = await ClientMessage.updateMany(unreadBy(clientId, reader), {
    $set: { readAt: now },
  });
  return marked.modifiedCount;
}

/** One attachment of one message of this client's thread, or 404 (unknown, or another's). */
export async function attachmentOf(
  clientId: Types.ObjectId,
  messageId: string,
  fileId: string,
): Promise<MessageFile> {
  const missing = () => notFound("File not found");
  if (!isObjectIdText(messageId) || !isObjectIdText(fileId)) throw missing();
  await connectDb();
  const doc = await ClientMessage.findOne({ _id: messageId, clientId })
    .select("attachments")
    .lean();
  const file = doc?.attachments?.find((a) => String(a.fileId) === fileId.toLowerCase());
  if (!file) throw missing();
  const bytes = await messageFileBytes(file.fileId);
  if (!bytes) throw missing();
  return { bytes, contentType: file.contentType, filename: file.filename };
}

export const touch = (clientId: Types.ObjectId, now: Date) =>
  Client.updateOne({ _id: clientId }, { $max: { lastActivityAt: now } });
