import "server-only";
import { toPublicJson, type PublicJson } from "@/lib/server/api/public-json";
import { notFound } from "@/lib/server/api/api-errors";
import {
  specialOfferSchema,
  type OfferType,
  type SpecialOfferItem,
} from "@/lib/publishing/special-offer-schema";
import { SpecialOffer, type SpecialOfferDoc } from "@/models/SpecialOffer";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { connectDb } from "../../server/db";
import { cached, invalidate } from "../../server/public-cache";
import { isObjectIdText, recordBase } from "../../server/serialize";

/** The in-process cache key, and the tag of the cached page parts that show the offers. */
export const SPECIAL_OFFERS_TAG = "special-offers";
const CACHE_KEY = SPECIAL_OFFERS_TAG;

const toItem = (doc: SpecialOfferDoc & { _id: unknown }): SpecialOfferItem => ({
  ...recordBase(doc),
  type: doc.type as OfferType,
  text: doc.text,
});

/**
 * Public. Every offer, newest first; the public pages use the first of each type (cached for a
 * second; this instance's writes clear it, and expire the pages tagged with SPECIAL_OFFERS_TAG).
 * `duringBuild`: see connectDb.
 */
export async function listSpecialOffers(options?: {
  duringBuild?: boolean;
}): Promise<SpecialOfferItem[]> {
  return cached(CACHE_KEY, async () => {
    await connectDb(options);
    const docs = await SpecialOffer.find({})
      .sort({ createdAt: -1, _id: -1 })
      .limit(500)
      .lean<(SpecialOfferDoc & { _id: unknown })[]>();
    return docs.map(toItem);
  });
}

/** Public. listSpecialOffers() as JSON with its ETag, serialised once per cache period. */
export async function listSpecialOffersJson(): Promise<PublicJson> {
  return cached(`${CACHE_KEY}:json`, async () => toPublicJson(await listSpecialOffers()));
}

/** Admin only. Adds an offer ({ type: "promotion" | "specialOffer", text }). */
export async function createSpecialOffer(
  session: AdminSession,
  input: unknown,
): Promise<SpecialOfferItem> {
  assertAdmin(session);
  const data = specialOfferSchema.parse(input);
  const doc = await SpecialOffer.create(data);
  invalidate(CACHE_KEY);
  return toItem(doc.toObject());
}

/** Admin only. Deletes an offer; 404 for an unknown or malformed id. */
export async function deleteSpecialOffer(session: AdminSession, id: string): Promise<void> {
  assertAdmin(session);
  if (!isObjectIdText(id)) throw notFound("Offer not found");
  // deleteOne rather than findOneAndDelete (jongodb, the embedded server before the store, refused it)
  const { deletedCount } = await SpecialOffer.deleteOne({ _id: id });
  if (deletedCount === 0) throw notFound("Offer not found");
  invalidate(CACHE_KEY);
}
