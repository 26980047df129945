import "server-only";
import { trusted, Types } from "mongoose";
import { badRequest, gone, notFound } from "@/lib/server/api/api-errors";
import { consume, release, tryConsume, type Limit } from "@/lib/server/api/rate-limits";
import { serverEnv } from "@/lib/server/env";
import { notify } from "@/lib/mail/notify";
import { practice } from "@/lib/mail/practice";
import { whatsAppHref, whatsAppNumber } from "@/lib/whatsapp/number";
import { Client } from "@/models/Client";
import { ClientSignIn } from "@/models/ClientSignIn";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { connectDb } from "../../server/db";
import { newSignInSecrets, sameHash, secretHash } from "../sign-in-secrets";
import { ownerSignInLinkSchema, signInRequestSchema, signInVerifySchema } from "../sign-in-schema";
import { signInMail } from "../sign-in-mail";
import { dropClientSubscriptions } from "../../push/data/client-push-subscriptions";
import { clientTokenFor, endClientSessions } from "./client-session";

/**
 * Signing in to the client's app without a password (issue 43). She asks with the address on her
 * client record and gets a one-time link and a 6-digit code by email; or the owner sends her a
 * link from her page. Every request is answered alike, known address or not; the link and the
 * code work once, for a short while, and wrong codes are limited per address and per requester.
 */

/** A link she asked for herself lives this long; one the owner sent (read maybe hours later), a day. */
export const SELF_SIGN_IN_MINUTES = 15;
export const OWNER_SIGN_IN_MINUTES = 24 * 60;
/** Wrong codes that use up a sign-in. */
export const MAX_FAILED_CODES = 5;

const WINDOW_MS = 15 * 60_000;
export const signInLimits = {
  /** sign-in emails to one address per 15 minutes (more are not sent; the answer is the same) */
  perEmail: (): Limit => ({ bucket: "my-sign-in-email", max: 3, windowMs: WINDOW_MS }),
  /** sign-in emails asked for from one address per 15 minutes */
  perRequester: (): Limit => ({ bucket: "my-sign-in-ip", max: 10, windowMs: WINDOW_MS }),
  /** wrong codes for one address, and from one requester, per 15 minutes: then 429 */
  codesPerEmail: (): Limit => ({
    bucket: "my-code-email",
    max: MAX_FAILED_CODES,
    windowMs: WINDOW_MS,
  }),
  codesPerRequester: (): Limit => ({ bucket: "my-code-ip", max: 20, windowMs: WINDOW_MS }),
};

const key = () => serverEnv.jwtSecret;
export const signInUrl = (token: string) => `${practice.siteUrl}/my/sign-in?token=${token}`;

async function issueSignIn(
  clientId: Types.ObjectId,
  email: string | undefined,
  by: "client" | "owner",
  minutes: number,
  now: Date,
  welcome = false,
): Promise<string> {
  const { token, code } = newSignInSecrets();
  await ClientSignIn.create({
    clientId,
    ...(email ? { email, codeHash: secretHash("code", code, key()) } : {}),
    tokenHash: secretHash("token", token, key()),
    by,
    expiresAt: new Date(now.getTime() + minutes * 60_000),
  });
  const url = signInUrl(token);
  if (email)
    await notify(undefined, [
      {
        kind: "client-sign-in",
        mail: signInMail(email, practice, { url, code, validMinutes: minutes, welcome }),
      },
    ]);
  return url;
}

/** POST /api/my/sign-in: sends a link and a code when `email` is on a client record; says nothing either way. */
export async function requestSignIn(
  input: unknown,
  requester: string,
  now = new Date(),
): Promise<void> {
  const { email } = signInRequestSchema.parse(input);
  const address = email.toLowerCase();
  await connectDb();
  if (!(await tryConsume(signInLimits.perRequester(), requester, now.getTime()))) return;
  if (!(await tryConsume(signInLimits.perEmail(), address, now.getTime()))) return;
  const client = await Client.findOne({ emails: address }).select("_id").lean();
  if (client) await issueSignIn(client._id, address, "client", SELF_SIGN_IN_MINUTES, now);
}

const USED = "This sign-in link has already been used. Please ask for a new one.";
const EXPIRED = "This sign-in link has expired. Please ask for a new one.";
const WRONG_CODE =
  "That code is not right, or it has expired. Check the email, or ask for a new code.";

/** Marks a sign-in used, once: false when another request used it first or it has expired. */
async function claimSignIn(id: Types.ObjectId, now: Date): Promise<boolean> {
  const claimed = await ClientSignIn.updateOne(
    { _id: id, usedAt: null, expiresAt: trusted({ $gt: now }) },
    { $set: { usedAt: now } },
  );
  return claimed.modifiedCount === 1;
}

async function byToken(token: string, now: Date): Promise<Types.ObjectId> {
  const found = await ClientSignIn.findOne({ tokenHash: secretHash("token", token, key()) }).lean();
  if (!found) throw badRequest("This sign-in link is not valid. Please ask for a new one.");
  if (found.usedAt) throw gone(USED);
  if (found.expiresAt.getTime() <= now.getTime()) throw gone(EXPIRED);
  if (!(await claimSignIn(found._id, now))) throw gone(USED);
  return found.clientId;
}

async function byCode(email: string, code: string, requester: string, now: Date) {
  const address = email.toLowerCase();
  const at = now.getTime();
  await consume(
    signInLimits.codesPerRequester(),
    requester,
    at,
    "Too many wrong codes. Please try again later.",
  );
  await consume(
    signInLimits.codesPerEmail(),
    address,
    at,
    "Too many wrong codes. Please ask for a new code later.",
  );
  const open = await ClientSignIn.find({
    email: address,
    usedAt: null,
    expiresAt: trusted({ $gt: now }),
  })
    .sort({ createdAt: -1 })
    .limit(3)
    .lean();
  const hash = secretHash("code", code, key());
  const match = open.find((signIn) => signIn.codeHash && sameHash(signIn.codeHash, hash));
  if (!match) {
    const newest = open[0];
    if (newest) {
      await ClientSignIn.updateOne({ _id: newest._id }, { $inc: { failedCodes: 1 } });
      if ((newest.failedCodes ?? 0) + 1 >= MAX_FAILED_CODES) await claimSignIn(newest._id, now);
    }
    throw badRequest(WRONG_CODE, { code: [WRONG_CODE] });
  }
  await release(signInLimits.codesPerEmail(), address, at);
  await release(signInLimits.codesPerRequester(), requester, at);
  if (!(await claimSignIn(match._id, now))) throw badRequest(WRONG_CODE, { code: [WRONG_CODE] });
  return match.clientId;
}

/**
 * POST /api/my/sign-in/verify: uses the link's token, or the address and its code, and answers a
 * new session token. 400 for a token that was never ours or a wrong code (the same answer for an
 * address we do not know), 410 for a link used or expired, 429 after too many wrong codes.
 */
export async function verifySignIn(
  input: unknown,
  requester: string,
  now = new Date(),
): Promise<string> {
  const data = signInVerifySchema.parse(input);
  await connectDb();
  const clientId =
    "token" in data
      ? await byToken(data.token, now)
      : await byCode(data.email, data.code, requester, now);
  return clientTokenFor(clientId);
}

export type OwnerSignIn =
  { channel: "email"; sentTo: string } | { channel: "whatsapp"; href: string };

/**
 * Admin only. Sends the client a one-time sign-in link from her page: by email (with a code), or
 * as a WhatsApp message the owner sends with one tap. 400 when the client has no address or no
 * number WhatsApp can use.
 */
export async function ownerSignIn(
  session: AdminSession,
  clientId: string,
  input: unknown,
  now = new Date(),
): Promise<OwnerSignIn> {
  assertAdmin(session);
  const { channel } = ownerSignInLinkSchema.parse(input);
  if (!Types.ObjectId.isValid(clientId)) throw notFound("Client not found");
  await connectDb();
  const client = await Client.findById(clientId).select("name email emails phone").lean();
  if (!client) throw notFound("Client not found");
  if (channel === "email") {
    const email = (client.email ?? client.emails?.[0])?.toLowerCase();
    if (!email) throw badRequest("This client has no email address");
    await issueSignIn(client._id, email, "owner", OWNER_SIGN_IN_MINUTES, now);
    return { channel, sentTo: email };
  }
  const number = client.phone ? whatsAppNumber(client.phone) : null;
  if (!number) throw badRequest("This client has no phone number WhatsApp can use");
  const url = await issueSignIn(client._id, undefined, "owner", OWNER_SIGN_IN_MINUTES, now);
  const text = `Hello ${client.name}, here is your sign-in to the ${practice.brand} app: ${url}\nIt works once, within 24 hours.`;
  return { channel, href: whatsAppHref(number, text) };
}

/**
 * When the owner starts her programme: her app's invitation, a sign-in link and code valid for a
 * day, to the address on her record (none without one). Never fails the programme's start.
 */
export async function inviteToApp(clientId: Types.ObjectId, now = new Date()): Promise<void> {
  try {
    const client = await Client.findById(clientId).select("email emails").lean();
    const email = (client?.email ?? client?.emails?.[0])?.toLowerCase();
    if (client && email)
      await issueSignIn(client._id, email, "owner", OWNER_SIGN_IN_MINUTES, now, true);
  } catch (error) {
    console.error("[client-app] could not send the app's invitation:", (error as Error).name);
  }
}

/** Admin only. Ends every session of the client's app and every sign-in link not yet used (DELETE …/sessions). */
export async function revokeClientSessions(session: AdminSession, clientId: string): Promise<void> {
  assertAdmin(session);
  if (!Types.ObjectId.isValid(clientId)) throw notFound("Client not found");
  await connectDb();
  const id = new Types.ObjectId(clientId);
  if (!(await Client.exists({ _id: id }))) throw notFound("Client not found");
  await endClientSessions([id]);
  await dropClientSubscriptions([id]); // her phones' alerts stop with her sessions
}
