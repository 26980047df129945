import "server-only";
import { Types } from "mongoose";
import type { RecordBase } from "@/lib/server/record";

const iso = (value: unknown) =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === "string"
      ? value
      : new Date(0).toISOString();

export function recordBase(doc: {
  _id: unknown;
  createdAt?: unknown;
  updatedAt?: unknown;
}): RecordBase {
  return {
    _id: String(doc._id),
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt ?? doc.createdAt),
  };
}

/** A 24-hex-digit ObjectId; anything else is answered 404 by the callers. */
export const isObjectIdText = (id: unknown): id is string =>
  typeof id === "string" && /^[a-f0-9]{24}$/i.test(id);

/** What a spam submission is answered with: looks saved, is stored nowhere. */
export function decoy<T extends object>(data: T, now: Date): T & RecordBase {
  const at = now.toISOString();
  return { ...data, _id: new Types.ObjectId().toHexString(), createdAt: at, updatedAt: at };
}
