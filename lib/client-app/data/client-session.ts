import "server-only";
import { trusted, Types } from "mongoose";
import { unauthorized } from "@/lib/server/api/api-errors";
import { serverEnv } from "@/lib/server/env";
import { Client } from "@/models/Client";
import { ClientSignIn } from "@/models/ClientSignIn";
import { connectDb } from "../../server/db";
import { signClientToken, verifyClientToken } from "../client-token";

/**
 * A client signed in to her app: her client record's id, nothing else. Made only here, after the
 * database agreed (the record exists and its sessions version is the token's), so a data function
 * that asserts it cannot be reached with a hand-made session or one the owner ended.
 */
export type ClientSession = Readonly<{ clientId: string }>;

const resolved = new WeakSet<ClientSession>();

/** Every function that serves the client's app starts with this: 401 unless `session` was resolved here. */
export function assertClient(session: ClientSession | null | undefined): asserts session {
  if (!session || !resolved.has(session)) throw unauthorized("Please sign in");
}

/** The session of a client token, or null (invalid, expired, ended, or the record is gone). */
export async function clientSessionForToken(
  token: string | undefined,
): Promise<ClientSession | null> {
  const claims = await verifyClientToken(token, serverEnv.jwtSecret);
  if (!claims || !Types.ObjectId.isValid(claims.clientId)) return null;
  await connectDb();
  const client = await Client.findById(claims.clientId).select("sessionsVersion").lean();
  if (!client || (client.sessionsVersion ?? 0) !== claims.version) return null;
  const session: ClientSession = Object.freeze({ clientId: String(client._id) });
  resolved.add(session);
  return session;
}

/** A new session token for the client (after a one-time sign-in was used). */
export async function clientTokenFor(clientId: Types.ObjectId): Promise<string> {
  await connectDb();
  const client = await Client.findById(clientId).select("sessionsVersion").lean();
  if (!client) throw unauthorized("Please sign in");
  return signClientToken(
    { clientId: String(client._id), version: client.sessionsVersion ?? 0 },
    serverEnv.jwtSecret,
  );
}

/**
 * Every session of these clients ends, and every sign-in link not yet used (the owner's "sign
 * her out everywhere", a merge of two records).
 */
export async function endClientSessions(clientIds: Types.ObjectId[]): Promise<void> {
  await connectDb();
  for (const _id of clientIds) await Client.updateOne({ _id }, { $inc: { sessionsVersion: 1 } });
  await ClientSignIn.deleteMany({ clientId: trusted({ $in: clientIds }), usedAt: null });
}
