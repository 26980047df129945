/**
 * A filter as the conditions an index can answer exactly ("atoms"), for the planner (query.mjs):
 * each atom is one field's equality (a value, `$eq`, each of `$in`'s or `$all`'s values) or one
 * range (`$gt`/`$gte`/`$lt`/`$lte` of one type, or an anchored regex without flags, `/^prefix/`,
 * which is the range of strings from `prefix` to the next string after all it begins). When every
 * clause of the filter is an atom (`complete`), the records the indexes give for the atoms are the
 * matches, with no document read: a count costs the index entries, a page the page's documents.
 */
import { isPlainObject, RankBound, rankOf } from "./bson-values.mjs";

/**
 * @typedef {{ low: unknown, lowInclusive: boolean, high: unknown, highInclusive: boolean }} Range
 * @typedef {{ path: string, eq?: unknown[], all?: boolean, range?: Range, prefix?: boolean }} Atom
 */

/** @import { BSONRegExp } from "bson" */

/** @param {unknown} value */
const bsonTypeOf = (value) =>
  /** @type {{ _bsontype?: string } | null | undefined} */ (value)?._bsontype;

/**
 * Values whose equality the index and mingo agree on: no null, arrays, documents or patterns.
 * @param {unknown} value
 */
export const isScalar = (value) =>
  typeof value === "string" ||
  typeof value === "boolean" ||
  (typeof value === "number" && !Number.isNaN(value)) ||
  value instanceof Date ||
  bsonTypeOf(value) === "ObjectId";

const REGEX_SYNTAX = new Set([..."\\^$.|?*+()[]{}"]);

/**
 * The strings an anchored regex matches, as a range (`/^ab/`: from "ab" up to, not including,
 * "ac"), and whether that range is exactly its matches (a literal prefix, no flags).
 * @param {unknown} value
 * @returns {{ range: Range, exact: boolean } | null}
 */
export function prefixRange(value) {
  const [source, flags] =
    value instanceof RegExp
      ? [value.source, value.flags]
      : bsonTypeOf(value) === "BSONRegExp"
        ? [/** @type {BSONRegExp} */ (value).pattern, /** @type {BSONRegExp} */ (value).options]
        : [null, null];
  if (typeof source !== "string" || !source.startsWith("^") || /[im]/.test(String(flags)))
    return null;
  // an alternation (`^a|b`) is not anchored as a whole: no range holds all its matches
  if (source.includes("|")) return null;
  let prefix = "";
  let at = 1;
  while (at < source.length) {
    const char = /** @type {string} */ (source[at]);
    const next = source[at + 1];
    if (char === "\\" && next !== undefined && !/[\dA-Za-z]/.test(next)) {
      prefix += next;
      at += 2;
    } else if (REGEX_SYNTAX.has(char)) break;
    else {
      prefix += char;
      at++;
    }
  }
  // a quantifier after the last character applies to it: that character is not certain
  if (/^[?*{]/.test(source.slice(at))) prefix = prefix.slice(0, -1);
  if (prefix === "") return null;
  const last = prefix.charCodeAt(prefix.length - 1);
  if (last === 0xffff) return null;
  const high = prefix.slice(0, -1) + String.fromCharCode(last + 1);
  return {
    range: { low: prefix, lowInclusive: true, high, highInclusive: false },
    exact: at === source.length && flags === "",
  };
}

const RANGE_OPS = new Set(["$gt", "$gte", "$lt", "$lte"]);

/**
 * The atoms of `filter`'s top level (and its `$and`s), and whether they are all of it.
 * @param {unknown} filter
 * @returns {{ atoms: Atom[], complete: boolean }}
 */
export function conditionAtoms(filter) {
  /** @type {Atom[]} */
  const atoms = [];
  let complete = true;
  /** @param {unknown} clause */
  const visit = (clause) => {
    if (!isPlainObject(clause)) {
      complete = false;
      return;
    }
    for (const [path, value] of Object.entries(clause)) {
      if (path === "$and" && Array.isArray(value)) {
        value.forEach(visit);
        continue;
      }
      if (path.startsWith("$")) {
        complete = false;
        continue;
      }
      if (isScalar(value)) {
        atoms.push({ path, eq: [value] });
        continue;
      }
      const prefix = prefixRange(value);
      if (prefix) {
        atoms.push({ path, range: prefix.range, prefix: true });
        if (!prefix.exact) complete = false;
        continue;
      }
      if (!isPlainObject(value) || !Object.keys(value)[0]?.startsWith("$")) {
        complete = false;
        continue;
      }
      /** @type {Range | null} */
      let range = null;
      for (const [op, operand] of Object.entries(value)) {
        if (op === "$eq" && isScalar(operand)) atoms.push({ path, eq: [operand] });
        else if (op === "$in" && Array.isArray(operand) && operand.every(isScalar))
          atoms.push({ path, eq: operand });
        else if (op === "$all" && Array.isArray(operand) && operand.length > 0) {
          // each value is a condition of its own: `{ $all: [/^a/, "b"] }` is `/^a/` and `"b"`
          for (const each of operand) {
            const anchored = isScalar(each) ? null : prefixRange(each);
            if (isScalar(each)) atoms.push({ path, eq: [each], all: true });
            else if (anchored) {
              atoms.push({ path, range: anchored.range, prefix: true });
              if (!anchored.exact) complete = false;
            } else complete = false;
          }
        } else if (RANGE_OPS.has(op) && isScalar(operand)) {
          range ??= {
            low: new RankBound(rankOf(operand), -1),
            lowInclusive: true,
            high: new RankBound(rankOf(operand), 1),
            highInclusive: true,
          };
          if (rankOf(range.low) !== rankOf(operand)) {
            complete = false;
            continue;
          }
          if (op === "$gt" || op === "$gte") {
            range.low = operand;
            range.lowInclusive = op === "$gte";
          } else {
            range.high = operand;
            range.highInclusive = op === "$lte";
          }
        } else complete = false;
      }
      if (range) atoms.push({ path, range });
    }
  };
  visit(filter);
  return { atoms, complete };
}
