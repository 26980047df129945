import "server-only";
import { trusted, type Types } from "mongoose";
import { ClientMessage } from "@/models/ClientMessage";
import { connectDb } from "../../server/db";

/** A person's messages: export, erasure, retention, and a merge of two client records. */

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
