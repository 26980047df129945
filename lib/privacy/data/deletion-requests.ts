import "server-only";
import type { Types } from "mongoose";
import { badRequest } from "@/lib/server/api/api-errors";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { verifyDeletionToken } from "@/lib/privacy/deletion-token";
import { ERASURE_DAYS } from "@/lib/content/policy-facts";
import { serverEnv } from "@/lib/server/env";
import { kickDelivery } from "@/lib/mail/delivery";
import { ownerEmail, practice } from "@/lib/mail/practice";
import { deletionRequestNotice } from "@/lib/mail/mail-texts";
import { site } from "@/lib/site";
import { deletionRequestSchema, type DeletionRequestItem } from "@/lib/privacy/people-schema";
import { DeletionRequest } from "@/models/DeletionRequest";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { connectDb } from "../../server/db";
import { enqueueMailOnce } from "../../mail/data/outbox";

/** The outbox key of the owner's notice of one request: the erasure finds (and deletes) it by this. */
export const deletionRequestMailKey = (requestId: string) => `deletion-request:${requestId}`;

export const DELETION_REQUESTED = `Thank you: we have received your request. We will delete the data we hold about you within ${ERASURE_DAYS} days.`;
export const DELETION_ALREADY_REQUESTED = `We have your request already. We will delete the data we hold about you within ${ERASURE_DAYS} days.`;

/**
 * Public: records the deletion request of the signed link's address, at most one open request
 * per address (a unique index decides, so a double click or a second link is one request), and
 * tells the owner. Answers whether this call made it. A bad or expired link is a 400.
 */
export async function requestDeletion(
  input: unknown,
): Promise<{ created: boolean; message: string }> {
  const { token } = deletionRequestSchema.parse(input);
  const verified = await verifyDeletionToken(token, serverEnv.jwtSecret);
  if (!verified.ok) {
    throw badRequest(
      verified.reason === "expired"
        ? `This link has expired. Please write to ${site.email} from the address you used with us, and we will delete your data.`
        : `This link is not valid. Please use the link in one of our emails, or write to ${site.email}.`,
    );
  }
  await connectDb();
  let request: { _id: Types.ObjectId; createdAt?: Date };
  try {
    request = (await DeletionRequest.create({ email: verified.email })).toObject();
  } catch (error) {
    if (isDuplicateKey(error)) return { created: false, message: DELETION_ALREADY_REQUESTED };
    throw error;
  }
  await tellOwner(String(request._id), verified.email, request.createdAt ?? new Date());
  return { created: true, message: DELETION_REQUESTED };
}

/** The request is stored whatever happens here; the owner also sees it on the admin screen. */
async function tellOwner(requestId: string, email: string, receivedAt: Date): Promise<void> {
  try {
    const params = new URLSearchParams({ email, request: requestId });
    const mail = deletionRequestNotice(
      ownerEmail(),
      { email, receivedAt, handleUrl: `${site.url}/admin-data?${params}` },
      practice,
    );
    await enqueueMailOnce(deletionRequestMailKey(requestId), "deletion-request", mail);
    kickDelivery();
  } catch (error) {
    console.error(`[mail] could not queue deletion-request for ${requestId}:`, error);
  }
}

/** Admin only. Open deletion requests, oldest first (the one waiting longest on top). */
export async function listOpenDeletionRequests(
  session: AdminSession,
): Promise<DeletionRequestItem[]> {
  assertAdmin(session);
  await connectDb();
  const docs = await DeletionRequest.find({ status: "open" })
    .sort({ createdAt: 1, _id: 1 })
    .limit(500)
    .lean();
  return docs.map((doc) => ({
    _id: String(doc._id),
    email: doc.email ?? "",
    createdAt: (doc.createdAt ?? new Date(0)).toISOString(),
  }));
}
