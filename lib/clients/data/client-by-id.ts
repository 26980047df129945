import "server-only";
import { Types } from "mongoose";
import { notFound } from "@/lib/server/api/api-errors";
import { Client, type ClientDoc } from "@/models/Client";
import { connectDb } from "../../server/db";

export type ClientLean = ClientDoc & { _id: Types.ObjectId; createdAt?: Date };

/** One client record by its id, or 404 "Client not found" (the caller checked the session). */
export async function clientById(id: string): Promise<ClientLean> {
  if (!Types.ObjectId.isValid(id)) throw notFound("Client not found");
  await connectDb();
  const client = await Client.findById(id).lean();
  if (!client) throw notFound("Client not found");
  return client;
}
