import "server-only";
import mongoose, { trusted, Types } from "mongoose";
import { badRequest, forbidden, notFound } from "@/lib/server/api/api-errors";
import { inBackground } from "@/lib/server/background";
import { consume, type Limit } from "@/lib/server/api/rate-limits";
import { isObjectIdText } from "@/lib/server/serialize";
import { notify } from "@/lib/mail/notify";
import { ownerEmail, practice } from "@/lib/mail/practice";
import { clientMessageAlert } from "@/lib/push/alert-texts";
import { alertClient } from "@/lib/push/client-alerts";
import { featuresOf } from "@/lib/client-app/plan-features";
import { Client } from "@/models/Client";
import { ClientMessage, type ClientMessageDoc } from "@/models/ClientMessage";
import { assertAdmin, type AdminSession } from "../auth/data/admin-session";
import { assertClient, type ClientSession } from "../client-app/data/client-session";
import { clientById, type ClientLean } from "../clients/data/client-by-id";
import { programmesOfClient } from "../programmes/data/enrolments";
import { connectDb } from "../server/db";
import { attachmentFilename, sniffFileType } from "./file-type";
import { clientMessageToOwner, ownerReplyToClient } from "./message-mail";
import {
  ATTACHMENT_MESSAGE,
  messageSchema,
  MESSAGES_PAGE,
  type AttachmentType,
  type MessageItem,
  type MessageSender,
  type MessageThread,
} from "./message-schema";

/**
 * The thread between a client and her dietician (issue 43): one per client, newest first, read
 * by her in her app (her session's messages alone: another client's message or file is "not
 * found", as an unknown one) and by the owner on the client's page. Attachments go to the GridFS
 * bucket "messagefiles", served only through the two file routes. A new message alerts the other
 * side (phone, else one email until the thread is read) without its words. Health data: nothing
 * here logs a message, a file name or a client's name.
 */
export const MESSAGE_FILES_BUCKET = "messagefiles";

/** A client's messages per hour (a thread, not a chat room: the owner answers in her hours). */
const CLIENT_MESSAGE_LIMIT: Limit = { bucket: "my-messages", max: 30, windowMs: 60 * 60_000 };

export type MessageUpload = { bytes: Uint8Array; filename: string };
export type MessageSend = { text?: unknown; files?: MessageUpload[] };
export type MessageFile = { bytes: Buffer; contentType: string; filename: string };

type MessageLean = ClientMessageDoc & { _id: Types.ObjectId; createdAt: Date };
type FileUrl = (messageId: string, fileId: string) => string;

const myFileUrl: FileUrl = (messageId, fileId) => `/api/my/messages/${messageId}/files/${fileId}`;
const ownerFileUrl =
  (clientId: string): FileUrl =>
  (messageId, fileId) =>
    `/api/admin/clients/${clientId}/messages/${messageId}/files/${fileId}`;

const otherSide = (sender: MessageSender): MessageSender =>
  sender === "client" ? "owner" : "client";

const bucket = async () => {
  const db = (await connectDb()).connection.db;
  if (!db) throw new Error("Database connection has no db handle");
  return new mongoose.mongo.GridFSBucket(db, { bucketName: MESSAGE_FILES_BUCKET });
};

async function storeFile(bytes: Uint8Array, filename: string, contentType: AttachmentType) {
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

const itemOf = (doc: MessageLean, fileUrl: FileUrl): MessageItem => ({
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
async function saveMessage(
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

const unreadBy = (clientId: Types.ObjectId, reader: MessageSender) => ({
  clientId,
  from: otherSide(reader),
  readAt: null,
});

/**
 * A page of the thread for `reader`, newest first: 50 messages, then those before the message
 * `before` names (a message of this thread, else 404). Messages written in the same millisecond
 * are told apart by their ids.
 */
async function threadOf(
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

async function markRead(clientId: Types.ObjectId, reader: MessageSender, now: Date) {
  await connectDb();
  const marked = await ClientMessage.updateMany(unreadBy(clientId, reader), {
    $set: { readAt: now },
  });
  return marked.modifiedCount;
}

/** One attachment of one message of this client's thread, or 404 (unknown, or another's). */
async function attachmentOf(
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

const touch = (clientId: Types.ObjectId, now: Date) =>
  Client.updateOne({ _id: clientId }, { $max: { lastActivityAt: now } });

/** Whether her plan (or the owner's grant) lets her write: read she always may. */
async function mayWrite(client: ClientLean, now: Date): Promise<boolean> {
  const { programmes } = await programmesOfClient(client._id, now);
  const current =
    programmes.find((p) => p.state === "active") ??
    programmes.findLast((p) => p.state === "upcoming");
  return featuresOf(current?.plan ?? null, client.grantedFeatures ?? []).includes("messages");
}

// ---- her app -------------------------------------------------------------------------------

/**
 * GET /api/my/messages: her thread, newest first, 50 at a time (`before`: the next page), and
 * whether she may write (her programme includes messages).
 */
export async function myMessages(
  session: ClientSession,
  before?: string,
  now: Date = new Date(),
): Promise<MessageThread & { canWrite: boolean }> {
  assertClient(session);
  const client = await clientById(session.clientId);
  const [thread, canWrite] = await Promise.all([
    threadOf(client._id, "client", before, myFileUrl),
    mayWrite(client, now),
  ]);
  return { ...thread, canWrite };
}

/**
 * POST /api/my/messages: her message to the dietician (403 without a programme that includes
 * messages). The owner's phone is alerted, and she is emailed when this is the first message of
 * the client's she has not read.
 */
export async function sendMyMessage(
  session: ClientSession,
  input: MessageSend,
  now: Date = new Date(),
): Promise<MessageItem> {
  assertClient(session);
  const client = await clientById(session.clientId);
  if (!(await mayWrite(client, now)))
    throw forbidden("Messages come with a programme. Please call us to ask about one.");
  await consume(
    CLIENT_MESSAGE_LIMIT,
    String(client._id),
    now.getTime(),
    "You have sent many messages this hour. Please wait a little, or call us.",
  );
  const first = (await ClientMessage.countDocuments(unreadBy(client._id, "owner"))) === 0;
  const doc = await saveMessage(client._id, "client", input);
  await touch(client._id, now);
  const clientId = String(client._id);
  await notify(
    undefined,
    first
      ? [
          {
            kind: "owner-client-message",
            mail: clientMessageToOwner(ownerEmail(), practice, { name: client.name, clientId }),
          },
        ]
      : [],
    clientMessageAlert(clientId),
  );
  return itemOf(doc, myFileUrl);
}

/** POST /api/my/messages/read: she has read the dietician's messages. */
export async function markMyMessagesRead(
  session: ClientSession,
  now: Date = new Date(),
): Promise<number> {
  assertClient(session);
  return markRead(new Types.ObjectId(session.clientId), "client", now);
}

/** One file of her thread, or 404 (another client's message or file is not found either). */
export async function myAttachment(
  session: ClientSession,
  messageId: string,
  fileId: string,
): Promise<MessageFile> {
  assertClient(session);
  return attachmentOf(new Types.ObjectId(session.clientId), messageId, fileId);
}

// ---- the owner -----------------------------------------------------------------------------

/** Admin only. The client's thread as the owner reads it, with her unread count. */
export async function clientMessages(
  session: AdminSession,
  clientId: string,
  before?: string,
): Promise<MessageThread> {
  assertAdmin(session);
  const client = await clientById(clientId);
  return threadOf(client._id, "owner", before, ownerFileUrl(String(client._id)));
}

/**
 * Admin only. The owner's reply: the client's phone is alerted where she turned alerts on, else
 * she is emailed (when this is the first reply she has not read and she gave an address).
 */
export async function replyToClient(
  session: AdminSession,
  clientId: string,
  input: MessageSend,
  now: Date = new Date(),
): Promise<MessageItem> {
  assertAdmin(session);
  const client = await clientById(clientId);
  const first = (await ClientMessage.countDocuments(unreadBy(client._id, "client"))) === 0;
  const doc = await saveMessage(client._id, "owner", input);
  await touch(client._id, now);
  const to = client.email || client.emails?.[0];
  inBackground(tellClient(String(client._id), first ? to : undefined));
  return itemOf(doc, ownerFileUrl(String(client._id)));
}

async function tellClient(clientId: string, emailTo: string | undefined): Promise<void> {
  try {
    const alerted = await alertClient(clientId, {
      title: "New message",
      body: `From Dt. ${practice.practitioner}`,
      url: "/my/messages",
    });
    if (!alerted && emailTo)
      await notify(undefined, [
        { kind: "client-message", mail: ownerReplyToClient(emailTo, practice) },
      ]);
  } catch (error) {
    console.error(
      `[messages] could not tell a client of a reply: ${error instanceof Error ? error.name : "unknown error"}`,
    );
  }
}

/** Admin only. The owner has read the client's messages. */
export async function markClientMessagesRead(
  session: AdminSession,
  clientId: string,
  now: Date = new Date(),
): Promise<number> {
  assertAdmin(session);
  const client = await clientById(clientId);
  return markRead(client._id, "owner", now);
}

/** Admin only. One file of the client's thread, or 404. */
export async function clientAttachment(
  session: AdminSession,
  clientId: string,
  messageId: string,
  fileId: string,
): Promise<MessageFile> {
  assertAdmin(session);
  const client = await clientById(clientId);
  return attachmentOf(client._id, messageId, fileId);
}

/** Admin only. Per client id, how many of her messages the owner has not read (none: absent). */
export async function unreadMessageCounts(session: AdminSession): Promise<Record<string, number>> {
  assertAdmin(session);
  await connectDb();
  const docs = await ClientMessage.find({ from: "client", readAt: null }).select("clientId").lean();
  const counts: Record<string, number> = {};
  for (const { clientId } of docs) counts[String(clientId)] = (counts[String(clientId)] ?? 0) + 1;
  return counts;
}

// ---- a person's records (export, erasure, retention) and a merge ---------------------------

/** The messages of these clients (export, erasure). */
export const messagesOf = (clientIds: Types.ObjectId[]) => ({
  clientId: trusted({ $in: clientIds }),
});

/** The attachments' files of the messages matching `filter` (erasure, retention). */
export async function messageFileIds(filter: object): Promise<Types.ObjectId[]> {
  await connectDb();
  const docs = await ClientMessage.find(filter).select("attachments").lean();
  return docs.flatMap((doc) => (doc.attachments ?? []).map((file) => file.fileId));
}

/** A merge's part: the other record's thread joins this one's (the order is by time). */
export async function moveClientMessages(
  from: Types.ObjectId,
  to: Types.ObjectId,
): Promise<number> {
  const moved = await ClientMessage.updateMany({ clientId: from }, { $set: { clientId: to } });
  return moved.modifiedCount;
}
