import "server-only";
import { Types } from "mongoose";
import { forbidden } from "@/lib/server/api/api-errors";
import { consume, type Limit } from "@/lib/server/api/rate-limits";
import { notify } from "@/lib/mail/notify";
import { ownerEmail, practice } from "@/lib/mail/practice";
import { clientMessageAlert } from "@/lib/push/alert-texts";
import { ClientMessage } from "@/models/ClientMessage";
import { assertClient, type ClientSession } from "../../client-app/data/client-session";
import { clientFeatures } from "../../client-app/data/my-app";
import { clientById, type ClientLean } from "../../clients/data/client-by-id";
import { clientMessageToOwner } from "../message-mail";
import type { MessageItem, MessageThread } from "../message-schema";
import {
  attachmentOf,
  itemOf,
  markRead,
  myFileUrl,
  saveMessage,
  threadOf,
  touch,
  unreadBy,
  type MessageFile,
  type MessageSend,
} from "./thread";

/** Her side of the thread (her app): her session's messages alone. */

/** A client's messages per hour (a thread, not a chat room: the owner answers in her hours). */
const CLIENT_MESSAGE_LIMIT: Limit = { bucket: "my-messages", max: 30, windowMs: 60 * 60_000 };

/** Whether her plan (or the owner's grant) lets her write: read she always may. */
const mayWrite = async (client: ClientLean, now: Date) =>
  (await clientFeatures(client, now)).includes("messages");

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
