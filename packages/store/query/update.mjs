/**
 * What an update does to one document: operators (`$set`, `$inc`, `$push` ... applied by mingo),
 * a replacement document, or an aggregation pipeline; and the document an upsert inserts.
 *
 * mingo has no `$setOnInsert`: here it is a `$set` when the update inserts, and nothing otherwise.
 * The stored document is never changed: the update works on a copy and says whether it changed.
 */
import { ObjectId } from "bson";
import { Aggregator, update as mingoUpdate } from "mingo";
import {
  cloneDocument,
  compareValues,
  formatValue,
  idFirst,
  isPlainObject,
  setPath,
} from "./bson-values.mjs";
import { CODES, StoreError } from "../errors.mjs";
import { fieldConditions, MINGO_OPTIONS } from "./query.mjs";

/** @import { Doc } from "../wire/wire.mjs" */
/** @import { Modifier } from "mingo/updater" */
/** @typedef {{ arrayFilters?: Doc[] | null, filter?: unknown, inserting?: boolean }} UpdateOptions */

const OPERATORS = new Set([
  "$set",
  "$unset",
  "$inc",
  "$mul",
  "$rename",
  "$min",
  "$max",
  "$currentDate",
  "$push",
  "$pull",
  "$pullAll",
  "$addToSet",
  "$pop",
  "$bit",
  "$setOnInsert",
]);

const immutableId = () =>
  new StoreError(
    CODES.ImmutableField,
    "Performing an update on the path '_id' would modify the immutable field '_id'",
  );

/**
 * True when `update` replaces the whole document (no operator).
 * @param {unknown} update
 * @returns {boolean}
 */
export const isReplacement = (update) =>
  isPlainObject(update) && !Object.keys(update).some((key) => key.startsWith("$"));

/**
 * Refuses what is neither a replacement, a pipeline, nor known operators.
 * @param {unknown} update
 * @returns {asserts update is Doc | Doc[]}
 */
export function checkUpdate(update) {
  if (Array.isArray(update)) return;
  if (!isPlainObject(update)) throw new StoreError(CODES.FailedToParse, "Update must be an object");
  const keys = Object.keys(update);
  if (keys.length === 0 || isReplacement(update)) return;
  for (const key of keys) {
    if (!OPERATORS.has(key)) {
      throw new StoreError(
        CODES.FailedToParse,
        `Unknown modifier: ${key}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
  }
}

/**
 * `doc` with `update` applied: { doc, changed }. `inserting`: the document an upsert is about to
 * insert (so `$setOnInsert` applies). `filter`: the query, for the positional `$` operator.
 * @param {Doc} doc
 * @param {unknown} update
 * @param {UpdateOptions} [options]
 * @returns {{ doc: Doc, changed: boolean }}
 */
export function applyUpdate(doc, update, { arrayFilters, filter, inserting = false } = {}) {
  checkUpdate(update);
  /** @type {Doc | undefined} */
  let next;
  if (Array.isArray(update)) {
    [next] = new Aggregator(update, MINGO_OPTIONS).run([cloneDocument(doc)]);
  } else if (isReplacement(update)) {
    if ("_id" in update && compareValues(update._id, doc._id) !== 0) throw immutableId();
    next = { ...cloneDocument(update), _id: doc._id };
  } else {
    const { $setOnInsert, ...operators } = update;
    if (inserting && $setOnInsert)
      operators.$set = {
        .../** @type {Doc | undefined} */ (operators.$set),
        .../** @type {Doc} */ ($setOnInsert),
      };
    if (operators.$addToSet)
      operators.$addToSet = distinctEach(/** @type {Doc} */ (operators.$addToSet));
    for (const [op, fields] of Object.entries(operators))
      if (isPlainObject(fields) && Object.keys(fields).length === 0) delete operators[op];
    if (Object.keys(operators).length === 0) return { doc, changed: false };
    checkPathsViable(doc, operators);
    next = cloneDocument(doc);
    // the filter only matters to the positional `$`; mingo compiles it again for every document
    const positional = usesPositional(operators) ? (filter ?? undefined) : undefined;
    const changed = mingoUpdate(
      next,
      /** @type {Modifier<Doc>} operator names checked above, their operands are mingo's to judge */ (
        operators
      ),
      arrayFilters ?? undefined,
      /** @type {Doc | undefined} */ (positional),
      { cloneMode: "deep", queryOptions: MINGO_OPTIONS },
    );
    if (changed.length === 0) return { doc, changed: false };
  }
  if (compareValues(next?._id, doc._id) !== 0) throw immutableId();
  next = idFirst(/** @type {Doc} */ (next));
  return { doc: next, changed: compareValues(next, doc) !== 0 };
}

/** The operators that create the fields their paths name. */
const CREATING = [
  "$set",
  "$inc",
  "$mul",
  "$min",
  "$max",
  "$currentDate",
  "$push",
  "$addToSet",
  "$bit",
];

/**
 * MongoDB refuses to create a field inside a value that is not a document (code 28): `$set`
 * of `a.b` over `a: null` (or a number, a string, an array with `b` not an index). mingo would
 * replace the value; the store answers MongoDB's error instead.
 * @param {Doc} doc
 * @param {Doc} operators
 */
function checkPathsViable(doc, operators) {
  for (const op of CREATING) {
    const fields = operators[op];
    if (!isPlainObject(fields)) continue;
    for (const path of Object.keys(fields)) checkPathViable(doc, path);
  }
  const renames = operators.$rename;
  if (isPlainObject(renames))
    for (const to of Object.values(renames)) if (typeof to === "string") checkPathViable(doc, to);
}

/**
 * @param {Doc} doc
 * @param {string} path
 */
function checkPathViable(doc, path) {
  const parts = path.split(".");
  if (parts.some((part) => part.startsWith("$"))) return; // positional: mingo resolves it
  /** @type {Doc | unknown[]} */
  let value = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = /** @type {string} */ (parts[i]);
    /** @type {unknown} */
    const inner = Array.isArray(value)
      ? /^\d+$/.test(part)
        ? value[Number(part)]
        : notViable(part, value, parts[i - 1])
      : value[part];
    if (inner === undefined) return; // created from here on
    if (!isPlainObject(inner) && !Array.isArray(inner)) notViable(parts[i + 1], inner, part);
    value = inner;
  }
  const last = /** @type {string} */ (parts.at(-1));
  if (Array.isArray(value) && !/^\d+$/.test(last)) notViable(last, value, parts.at(-2));
}

/**
 * @param {string | undefined} field
 * @param {unknown} value
 * @param {string | undefined} name
 * @returns {never}
 */
function notViable(field, value, name) {
  throw new StoreError(
    CODES.PathNotViable,
    `Cannot create field '${field}' in element {${name}: ${formatValue(value)}}`,
  );
}

/**
 * Whether a path of the update has the positional `$` (`items.$.seen`, not `items.$[]`).
 * @param {Doc} operators
 */
const usesPositional = (operators) =>
  Object.values(operators).some(
    (fields) =>
      isPlainObject(fields) && Object.keys(fields).some((path) => path.split(".").includes("$")),
  );

/**
 * `$addToSet`'s `$each` lists without repeats (mingo would add a value twice from one list).
 * @param {Doc} fields
 */
function distinctEach(fields) {
  /** @type {Doc} */
  const out = {};
  for (const [path, value] of Object.entries(fields)) {
    const each = isPlainObject(value) && Array.isArray(value.$each) ? value.$each : null;
    out[path] = each
      ? {
          .../** @type {Doc} */ (value),
          $each: each.filter(
            (item, i) => each.findIndex((other) => compareValues(other, item) === 0) === i,
          ),
        }
      : value;
  }
  return out;
}

/**
 * The document an upsert inserts: the filter's equalities, then the update (a replacement keeps
 * only the filter's `_id`), with a new ObjectId when neither gave one.
 * @param {unknown} filter
 * @param {unknown} update
 * @param {{ arrayFilters?: Doc[] | null }} [options]
 */
export function upsertDocument(filter, update, { arrayFilters } = {}) {
  const conditions = fieldConditions(filter ?? {});
  /** @type {Doc} */
  const base = {};
  if (isReplacement(update) && Object.keys(/** @type {Doc} */ (update)).length > 0) {
    const id = conditions.get("_id")?.eq;
    if (id?.length === 1) base._id = id[0];
  } else {
    for (const [path, condition] of conditions)
      if (condition.eq?.length === 1 && !condition.missing) setPath(base, path, condition.eq[0]);
  }
  const id =
    base._id ??
    (isReplacement(update) ? /** @type {Doc} */ (update)._id : undefined) ??
    new ObjectId();
  const start = idFirst({ ...base, _id: id });
  return applyUpdate(start, update, { arrayFilters, filter, inserting: true }).doc;
}
