import "server-only";
import { trusted, type Model } from "mongoose";
import {
  STATUS_LABELS,
  type FollowUp,
  type HistoryEntry,
  type Note,
  type SubmissionStatus,
} from "@/lib/submissions/submission-status";

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value ?? ""));

type StoredFollowUp = {
  status?: string | null;
  notes?: { text: string; at?: Date | null }[] | null;
  history?:
    | {
        from?: string | null;
        to?: string | null;
        at?: Date | null;
        by?: string | null;
        field?: string | null;
      }[]
    | null;
  unread?: boolean | null;
};

/** The follow-up fields of a stored submission, as the API shows them (records older than them have none). */
export function followUpOf<S extends string>(doc: StoredFollowUp, initial: S): FollowUp<S> {
  return {
    status: (doc.status ?? initial) as S,
    notes: (doc.notes ?? []).map((n): Note => ({ text: n.text, at: iso(n.at) })),
    history: (doc.history ?? []).map((h): HistoryEntry => ({
      from: h.from ?? "",
      to: h.to ?? "",
      at: iso(h.at),
      ...(h.by === "owner" || h.by === "client" ? { by: h.by } : {}),
      ...(h.field === "slot" || h.field === "payment" ? { field: h.field } : {}),
    })),
    unread: doc.unread === true,
  };
}

/** What a new submission starts with. */
export const NEW_FOLLOW_UP = { unread: true } as const;

/** A spam submission's answer looks like a fresh one. */
export const freshFollowUp = <S extends string>(status: S): FollowUp<S> => ({
  status,
  notes: [],
  history: [],
  unread: true,
});

/** The CSV export's status and last note columns, the same for every kind. */
export const FOLLOW_UP_CSV_COLUMNS = [
  {
    header: "Status",
    value: (f: FollowUp) => STATUS_LABELS[f.status as SubmissionStatus] ?? f.status,
  },
  { header: "Last note", value: (f: FollowUp) => f.notes.at(-1)?.text ?? "" },
];

type Appendable = {
  notes?: { text: string; at?: Date | null }[] | null;
  history?: unknown[] | null;
  revision?: number | null;
};

/**
 * Appends to a record's notes and history, and sets/unsets fields, in one conditional update.
 * The arrays are rewritten whole (jongodb, the embedded server before the store, had no `$push`)
 * on the condition that nobody wrote since they were read (`revision`), retried when someone did.
 * `where` is checked on the stored record too (e.g. still in the status being left), and so is
 * `check` on each read: false when either no longer holds or the record is gone.
 */
export async function appendFollowUp<D>(
  model: Model<D>,
  id: string,
  change: {
    where?: Record<string, string>;
    check?: (doc: Record<string, unknown>) => boolean;
    notes?: { text: string; at: Date }[];
    history?: { from: string; to: string; at: Date; by?: string; field?: string }[];
    set?: Record<string, unknown>;
    unset?: string[];
  },
): Promise<boolean> {
  const where = change.where ?? {};
  for (let attempt = 0; attempt < 10; attempt++) {
    const doc = await model.findById(id).lean<Appendable & Record<string, unknown>>();
    if (!doc || Object.entries(where).some(([key, value]) => doc[key] !== value)) return false;
    if (change.check && !change.check(doc)) return false;
    const set = {
      ...change.set,
      ...(change.notes ? { notes: [...(doc.notes ?? []), ...change.notes] } : {}),
      ...(change.history ? { history: [...(doc.history ?? []), ...change.history] } : {}),
    };
    const unset = Object.fromEntries((change.unset ?? []).map((key) => [key, 1]));
    const result = await model.updateOne(
      {
        _id: id,
        ...where,
        revision: typeof doc.revision === "number" ? doc.revision : trusted({ $exists: false }),
      },
      {
        $set: set,
        $inc: { revision: 1 },
        ...(Object.keys(unset).length ? { $unset: unset } : {}),
      } as never,
    );
    if (result.modifiedCount === 1) return true;
  }
  throw new Error(`Too many concurrent changes of ${model.modelName} ${id}`);
}
