import type { Schema } from "mongoose";
import { searchWordsOf } from "./search-words.mjs";

/**
 * The admin's search of a submission list (models/search-words.mjs): `searchWords`, the words
 * of `fields`, kept by every save and validated insert (`batchedInsert` validates), indexed
 * (multikey), and left out of reads unless asked for. `fillSearchWords` (lib/upkeep/data/migrations.ts)
 * gives them to records stored before.
 */
const searched = new WeakMap<Schema, readonly string[]>();

/** The fields a searchable schema's words come from. */
export const searchedFields = (schema: Schema): readonly string[] => searched.get(schema) ?? [];

export function searchable(schema: Schema, fields: readonly string[]): void {
  searched.set(schema, fields);
  schema.add({ searchWords: { type: [String], default: undefined, select: false } });
  schema.index({ searchWords: 1 });
  schema.pre("validate", function () {
    this.set("searchWords", searchWordsOf(fields.map((field) => this.get(field) as unknown)));
  });
}
