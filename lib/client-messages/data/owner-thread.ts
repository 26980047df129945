import "server-only";
import { inBackground } from "@/lib/server/background";
import { notify } from "@/lib/mail/notify";
import { practice } from "@/lib/mail/practice";
import { alertClient } from "@/lib/push/client-alerts";
import { ClientMessage } from "@/models/ClientMessage";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { clientById } from "../../clients/data/client-by-id";
import { connectDb } from "../../server/db";
import { ownerReplyToClient } from "../message-mail";
import type { MessageItem, MessageThread } from "../message-schema";
import {
  attachmentOf,
  itemOf,
  markRead,
  ownerFileUrl,
  saveMessage,
  threadOf,
  touch,
  unreadBy,
  type MessageFile,
  type MessageSend,
} from "./thread";

/** The owner's side of a client's thread (the client's page), admin only. */

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
