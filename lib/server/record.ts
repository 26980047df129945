/** Fields every stored record is listed with: `_id` as a string, timestamps as ISO strings. */
export type RecordBase = { _id: string; createdAt: string; updatedAt: string };

/** Messages per field, as zod's flattenError and the API's 400 answers give them. */
export type FieldErrors = Partial<Record<string, string[]>>;
