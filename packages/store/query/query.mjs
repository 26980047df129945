/**
 * Reading a collection: which records a filter matches, in which order, and what of them is
 * sent. The filter's meaning is mingo's (`Query.test`); this file only picks the records to test.
 *
 * The plan: an `_id` equality is a map lookup; otherwise, of the indexes whose leading fields the
 * filter pins down (equalities and `$in`, then one range), the one with the fewest entries in
 * that span (counted by binary search) gives the candidates; a sort that an index already has,
 * with a limit, may walk that index instead (matchRecords); anything else tests every document.
 * Candidates are always a superset of the matches (mingo decides, unless the filter is an `_id`
 * lookup alone), so a plan can only be slower than it should, never wrong.
 */
import { Query } from "mingo";
import {
  compareValues,
  idFirst,
  idKeyOf,
  isPlainObject,
  RankBound,
  rankOf,
  valuesAtPath,
} from "./bson-values.mjs";
import { CODES, StoreError } from "../errors.mjs";
import { conditionAtoms } from "./plan-atoms.mjs";

/**
 * @import { Collection } from "../collection.mjs"
 * @import { Record } from "../storage/documents.mjs"
 * @import { Doc } from "../wire/wire.mjs"
 * @import { Index, Key } from "./indexes.mjs"
 * @import { Atom, Range } from "./plan-atoms.mjs"
 */
/**
 * What a filter says of one field: the values it equals (one, or `$in`'s; null for `$exists:
 * false`, `missing`) and/or a range.
 * @typedef {{ eq?: unknown[], range?: Range, missing?: boolean }} Condition
 */
/**
 * The records to test for a filter: how many index entries `records()` reads, and whether they
 * are all matches (`exact`); `count` when the span's length is the count.
 * @typedef {{ cost: number, exact: boolean, records(): Record[], count?: () => number,
 *   member?: () => (rid: number) => boolean }} Plan
 */
/** @typedef {{ path: string, dir: 1 | -1 }} SortField */
/** @typedef {{ index: Index, reverse: boolean | null, length: number }} SortIndex */
/** @typedef {{ test(doc: Doc): boolean, empty?: boolean }} Filter */

/**
 * mingo's options everywhere: no JavaScript from a client (`$where`, `$function`, `$accumulator`
 * with code). BSON cannot carry a function anyway; this says so twice.
 */
export const MINGO_OPTIONS = Object.freeze({ scriptEnabled: false });

/**
 * A condition is checked by marking its index's span up to this many times the candidates (+
 * slack): marking an entry costs tens of nanoseconds, reading and testing a candidate's document
 * tens of microseconds.
 */
const SPAN_CHECK_FACTOR = 100;
const SPAN_CHECK_SLACK = 2_000;
/**
 * A span longer than this is not marked to test a sorted page's entries against: a binary
 * search per entry walked costs less (a page of 50 of 100,000 messages walks 50).
 */
const SPAN_SET_MAX = 4_096;

/** More `$in` combinations than this on an index: the index is not worth it. */
const MAX_PROBES = 500;

/**
 * A compiled filter: `test(doc)`. An empty filter matches everything without asking mingo.
 * @param {unknown} filter
 * @returns {Filter}
 */
export function compileFilter(filter) {
  if (filter == null || (isPlainObject(filter) && Object.keys(filter).length === 0))
    return { test: () => true, empty: true };
  if (!isPlainObject(filter)) throw new StoreError(CODES.BadValue, "filter must be an object");
  return new Query(filter, MINGO_OPTIONS);
}

/**
 * @param {unknown} value
 * @returns {value is Doc}
 */
const isOperatorObject = (value) =>
  isPlainObject(value) &&
  Object.keys(value).length > 0 &&
  /** @type {string} */ (Object.keys(value)[0]).startsWith("$");

/**
 * A value an index can look up by equality: not null (matches missing), an array or a pattern.
 * @param {unknown} value
 */
const isIndexable = (value) =>
  value !== null &&
  value !== undefined &&
  !Array.isArray(value) &&
  !(value instanceof RegExp) &&
  /** @type {{ _bsontype?: string }} */ (value)._bsontype !== "BSONRegExp" &&
  !isOperatorObject(value);

/**
 * What the filter's top level (and its top-level `$and`) says of each field:
 * `{ eq: [values] }` (one value, or `$in`'s) and/or `{ range: { low, lowInclusive, high, highInclusive } }`.
 * @param {unknown} filter
 */
export function fieldConditions(filter) {
  /** @type {Map<string, Condition>} */
  const fields = new Map();
  /**
   * @param {string} path
   * @returns {Condition}
   */
  const of = (path) =>
    fields.get(path) ?? /** @type {Condition} */ (fields.set(path, {}).get(path));
  /** @param {unknown} clause */
  const visit = (clause) => {
    if (!isPlainObject(clause)) return;
    for (const [path, value] of Object.entries(clause)) {
      if (path === "$and" && Array.isArray(value)) {
        value.forEach(visit);
        continue;
      }
      if (path.startsWith("$")) continue;
      if (!isOperatorObject(value)) {
        if (isIndexable(value)) of(path).eq = [value];
        continue;
      }
      for (const [op, operand] of Object.entries(value)) {
        if (op === "$eq" && isIndexable(operand)) of(path).eq = [operand];
        else if (op === "$in" && Array.isArray(operand) && operand.every(isIndexable))
          of(path).eq = operand;
        else if (op === "$exists" && operand === false && path !== "_id") {
          // a document without the field has the key null in an index that is neither sparse
          // nor partial (indexCovers): those entries are the candidates, tested after
          of(path).eq = [null];
          of(path).missing = true;
        } else if (["$gt", "$gte", "$lt", "$lte"].includes(op) && isIndexable(operand)) {
          const condition = of(path);
          const range = (condition.range ??= {
            low: new RankBound(rankOf(operand), -1),
            lowInclusive: true,
            high: new RankBound(rankOf(operand), 1),
            highInclusive: true,
          });
          if (rankOf(range.low) !== rankOf(operand)) continue; // two types: keep the first
          if (op === "$gt" || op === "$gte") {
            range.low = operand;
            range.lowInclusive = op === "$gte";
          } else {
            range.high = operand;
            range.highInclusive = op === "$lte";
          }
        }
      }
    }
  };
  visit(filter);
  return fields;
}

/**
 * Whether every document the filter matches is in the (partial or sparse) index.
 * @param {Index} index
 * @param {Map<string, Condition>} conditions
 */
function indexCovers(index, conditions) {
  if ((index.sparse || index.partial) && [...conditions.values()].some((c) => c.missing))
    return false;
  if (index.sparse && !conditions.get(firstField(index).path)?.eq) return false;
  if (!index.partial) return true;
  const partial = /** @type {Doc} */ (index.spec.partialFilterExpression);
  const paths = Object.keys(partial);
  if (paths.some((path) => path.startsWith("$"))) return false;
  // the filter must pin each of the partial filter's fields to values it accepts
  /** @type {Doc} */
  const probe = {};
  for (const path of paths) {
    const eq = conditions.get(path)?.eq;
    if (!eq || eq.length !== 1) return false;
    probe[path] = eq[0];
  }
  return index.partial.test(expandPaths(probe));
}

/**
 * An index's first field (every index has one).
 * @param {Index} index
 */
const firstField = (index) => /** @type {Index["fields"][number]} */ (index.fields[0]);

/**
 * `{ "a.b": 1 }` as `{ a: { b: 1 } }`.
 * @param {Doc} flat
 */
const expandPaths = (flat) => {
  /** @type {Doc} */
  const doc = {};
  for (const [path, value] of Object.entries(flat)) {
    const parts = path.split(".");
    let target = doc;
    for (const part of parts.slice(0, -1)) target = /** @type {Doc} */ (target[part] ??= {});
    target[/** @type {string} */ (parts.at(-1))] = value;
  }
  return doc;
};

/**
 * The records to test for `filter` (a superset of its matches) as `{ cost, records(), exact }`,
 * or null for all of them. `cost` is how many index entries `records()` reads (counted by binary
 * search before reading any); `exact`: every record is a match (a filter on `_id` alone), so
 * there is nothing to test. A top-level `$or` whose every branch (with the rest of the filter)
 * has a plan is the union of their candidates (the outbox's "due, or claimed long ago").
 * @param {Collection} collection
 * @param {unknown} filter
 * @returns {Plan | null}
 */
export function candidates(collection, filter) {
  if (!isPlainObject(filter)) return null;
  const planned = plan(collection, filter);
  if (planned || !Array.isArray(filter.$or) || filter.$or.length === 0) return planned;
  const { $or, ...rest } = filter;
  const branches = /** @type {unknown[]} */ ($or);
  /** @type {Plan[]} */
  const plans = [];
  for (const branch of branches) {
    const branchPlan = plan(collection, { $and: [rest, branch] });
    if (!branchPlan) return null;
    plans.push(branchPlan);
  }
  return {
    cost: plans.reduce((sum, branchPlan) => sum + branchPlan.cost, 0),
    exact: plans.every((branchPlan) => branchPlan.exact),
    records() {
      /** @type {Set<Record>} */
      const union = new Set();
      for (const branchPlan of plans) for (const rec of branchPlan.records()) union.add(rec);
      return [...union].sort((a, b) => a.rid - b.rid); // natural order, as a scan gives it
    },
  };
}

/**
 * True when the filter is an equality (or `$in`) on `_id` and nothing else.
 * @param {Doc} filter
 */
function onlyIdEquality(filter) {
  const keys = Object.keys(filter);
  if (keys.length !== 1 || keys[0] !== "_id") return false;
  const value = filter._id;
  if (isIndexable(value)) return true;
  if (!isOperatorObject(value)) return false;
  const ops = Object.keys(value);
  return (
    ops.length === 1 &&
    ((ops[0] === "$eq" && isIndexable(value.$eq)) ||
      (ops[0] === "$in" && Array.isArray(value.$in) && value.$in.every(isIndexable)))
  );
}

/**
 * @param {Collection} collection
 * @param {Doc} filter
 * @returns {Plan | null}
 */
function plan(collection, filter) {
  const conditions = fieldConditions(filter);
  const ids = conditions.get("_id")?.eq;
  if (ids) {
    /** @type {Record[]} */
    const recs = [];
    /** @type {Set<Record>} */
    const seen = new Set();
    for (const id of ids) {
      const rec = collection.records.get(idKeyOf(id));
      if (rec && !seen.has(rec)) {
        seen.add(rec);
        recs.push(rec);
      }
    }
    return { cost: recs.length, exact: onlyIdEquality(filter), records: () => recs };
  }
  const { atoms, complete } = conditionAtoms(filter);
  /** @type {{ index: Index, probes: Key[], range: Range | null, cost: number, consumed: Set<Atom> } | null} */
  let best = null;
  for (const index of collection.indexes.values()) {
    if (!index.usableForQueries || !indexCovers(index, conditions)) continue;
    /** @type {Key[]} */
    let probes = [[]];
    /** @type {(Range & { path: string }) | null} */
    let range = null;
    /** @type {string[]} */
    const eqPaths = [];
    for (const field of index.fields) {
      const condition = conditions.get(field.path);
      const eq = condition?.eq;
      if (eq) {
        probes = probes.flatMap((prefix) => eq.map((value) => [...prefix, value]));
        eqPaths.push(field.path);
        if (probes.length > MAX_PROBES) break;
        continue;
      }
      if (condition?.range && !index.multikey) range = { path: field.path, ...condition.range };
      break;
    }
    // an `$in: []` of the filter's own conditions: nothing can match
    if (probes.length === 0) return { cost: 0, exact: true, records: () => [], count: () => 0 };
    const [firstProbe] = probes;
    if (probes.length > MAX_PROBES || (firstProbe?.length === 0 && !range)) continue;
    const cost = spanCost(index, probes, range);
    if (cost < (best?.cost ?? Infinity))
      best = { index, probes, range, cost, consumed: consumedAtoms(atoms, eqPaths, range?.path) };
  }
  // one atom on an index's first field: `$all`'s values and anchored regexes (multikey too)
  for (const atom of atoms) {
    for (const index of collection.indexes.values()) {
      if (!index.usableForQueries || index.partial || firstField(index).path !== atom.path)
        continue;
      if (atom.range && !atom.prefix && index.multikey) continue;
      /** @type {Key[]} */
      const probes = atom.eq ? atom.eq.map((value) => [value]) : [[]];
      const range = atom.range ?? null;
      const cost = spanCost(index, probes, range);
      if (cost < (best?.cost ?? Infinity))
        best = { index, probes, range, cost, consumed: new Set([atom]) };
    }
  }
  if (!best) return null;
  const { cost } = best;
  /** @type {(() => (rid: number) => boolean)[]} */
  const checks = [];
  let checked = true;
  for (const atom of atoms) {
    if (best.consumed.has(atom)) continue;
    const check = membershipCheck(collection, atom, best.cost);
    if (check) checks.push(check);
    else checked = false;
  }
  const { index, probes, range } = best;
  const exact = complete && checked;
  /** @type {Record[] | null} */
  let cached = null;
  const records = () => {
    if (cached) return cached;
    /** @type {Set<Record>} */
    const seen = new Set();
    /** @type {Record[]} */
    const recs = [];
    const tests = checks.map((check) => check());
    for (const prefix of probes) {
      for (const rec of index.scan(prefix, range)) {
        if (seen.has(rec)) continue;
        seen.add(rec);
        if (tests.every((test) => test(rec.rid))) recs.push(rec);
      }
    }
    return (cached = recs);
  };
  const oneEntryPerRecord = !index.multikey || (probes.length === 1 && !range);
  return {
    cost: best.cost,
    exact,
    records,
    member: () => {
      const inSpan = spanMember(index, probes, range, cost);
      const tests = checks.map((check) => check());
      return (rid) => inSpan(rid) && tests.every((test) => test(rid));
    },
    // each record once in the span and nothing else to check: the span's length is the count
    count: () => (checks.length === 0 && oneEntryPerRecord ? cost : records().length),
  };
}

/**
 * Whether row `rid` has an entry in the span of `index` the probes (and range) give, without
 * collecting the span's records (a sorted page walks another index and asks this of each entry):
 * a binary search per question when the probes are whole keys and the span is large, else its
 * rows marked.
 * @param {Index} index
 * @param {Key[]} probes
 * @param {Range | null} range
 * @param {number} cost the span's length
 * @returns {(rid: number) => boolean}
 */
function spanMember(index, probes, range, cost) {
  if (!range && cost > SPAN_SET_MAX && probes.every((key) => key.length === index.fields.length))
    return (rid) => probes.some((key) => index.holds(key, rid));
  return spanRows(index, probes, range);
}

/**
 * How many entries of `index` the probes (and range) span: two binary searches each.
 * @param {Index} index
 * @param {Key[]} probes
 * @param {Range | null | undefined} range
 */
function spanCost(index, probes, range) {
  let cost = 0;
  for (const prefix of probes) {
    const [from, to] = index.bounds(prefix, range);
    cost += to - from;
  }
  return cost;
}

/**
 * The atoms a compound plan answers: the equalities of its leading fields and its range.
 * @param {Atom[]} atoms
 * @param {string[]} eqPaths
 * @param {string | undefined} rangePath
 */
function consumedAtoms(atoms, eqPaths, rangePath) {
  /** @type {Set<Atom>} */
  const consumed = new Set();
  /**
   * @param {string} path
   * @param {"eq" | "range"} kind
   */
  const single = (path, kind) => {
    const same = atoms.filter((atom) => atom.path === path);
    const [atom] = same;
    return same.length === 1 && atom && atom[kind] && !atom.all && !atom.prefix ? atom : null;
  };
  for (const path of eqPaths) {
    const atom = single(path, "eq");
    if (atom) consumed.add(atom);
  }
  const atom = rangePath && single(rangePath, "range");
  if (atom) consumed.add(atom);
  return consumed;
}

/**
 * A test of whether a record meets `atom`, from an index without reading its document:
 * an equality by a binary search in a one-field index, otherwise the set of the rows an index
 * spans for it. Null when no index can tell, or when that span is much larger than the
 * `candidates` (then they are read and tested: the plan is not exact).
 * @param {Collection} collection
 * @param {Atom} atom
 * @param {number} candidates
 * @returns {(() => (rid: number) => boolean) | null}
 */
function membershipCheck(collection, atom, candidates) {
  /** @type {Index | null} */
  let spanning = null;
  for (const index of collection.indexes.values()) {
    if (!index.usableForQueries || index.partial || firstField(index).path !== atom.path) continue;
    if (atom.range && !atom.prefix && index.multikey) continue;
    if (atom.eq && index.fields.length === 1) {
      const keys = atom.eq.map((value) => [value]);
      return () => (rid) => keys.some((key) => index.holds(key, rid));
    }
    spanning ??= index;
  }
  if (!spanning) return null;
  const spanned = spanning;
  const probes = atom.eq ? atom.eq.map((value) => [value]) : [[]];
  // a span much larger than the candidates (a common word beside a rare one): reading and
  // testing the few candidates costs less than marking its rows
  const span = spanCost(spanning, probes, atom.range);
  if (span > SPAN_CHECK_FACTOR * candidates + SPAN_CHECK_SLACK) return null;
  return () => spanRows(spanned, probes, atom.range ?? null);
}

/**
 * Whether row `rid` has an entry in the span of `index` the probes (and range) give, as a bitmap
 * by row number: no object per entry, so marking 100,000 entries takes milliseconds and 100 KB
 * that the next collection frees (a Set of them grew the store's heap by hundreds of MB).
 * @param {Index} index
 * @param {Key[]} probes
 * @param {Range | null} range
 * @returns {(rid: number) => boolean}
 */
function spanRows(index, probes, range) {
  const spans = probes.map((prefix) => index.bounds(prefix, range));
  const { recs } = index;
  let max = 0;
  for (const [from, to] of spans)
    for (let at = from; at < to; at++) max = Math.max(max, /** @type {Record} */ (recs[at]).rid);
  const marked = new Uint8Array(max + 1);
  for (const [from, to] of spans)
    for (let at = from; at < to; at++) marked[/** @type {Record} */ (recs[at]).rid] = 1;
  return (rid) => marked[rid] === 1;
}

/**
 * `{ a: 1, b: -1 }` as [{ path, dir }], or null when there is nothing to sort by.
 * @param {unknown} sort
 * @returns {SortField[] | null}
 */
export function parseSort(sort) {
  if (!isPlainObject(sort)) return null;
  const fields = Object.entries(sort)
    .filter(([, dir]) => !isPlainObject(dir)) // { $meta: "textScore" }: no text search here
    .map(([path, dir]) => ({ path, dir: /** @type {1 | -1} */ (Number(dir) === -1 ? -1 : 1) }));
  return fields.length ? fields : null;
}

/**
 * The value a document sorts by on `path`: an array sorts by its least (ascending) or greatest element.
 * @param {Doc} doc
 * @param {string} path
 * @param {1 | -1} dir
 */
function sortValue(doc, path, dir) {
  const values = valuesAtPath(doc, path);
  if (values.length === 1) return values[0];
  let chosen = values[0];
  for (const value of values) if (compareValues(value, chosen) * dir < 0) chosen = value;
  return chosen;
}

/**
 * Sorts records by `fields` (stable: equal ones keep their order).
 * @param {Record[]} recs
 * @param {SortField[]} fields
 */
export function sortRecords(recs, fields) {
  const keyed = recs.map((rec) => ({
    rec,
    key: fields.map((field) => sortValue(rec.doc, field.path, field.dir)),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i++) {
      const order = compareValues(a.key[i], b.key[i]);
      if (order) return order * /** @type {SortField} */ (fields[i]).dir;
    }
    return 0;
  });
  return keyed.map((item) => item.rec);
}

/**
 * An index whose order is the sort's on its first fields: { index, reverse, length } or null.
 * @param {Collection} collection
 * @param {SortField[]} fields
 * @returns {SortIndex | null}
 */
function indexForSort(collection, fields) {
  /** @type {SortIndex | null} */
  let best = null;
  for (const index of collection.indexes.values()) {
    if (!index.usableForQueries || index.multikey || index.partial || index.sparse) continue;
    const n = Math.min(index.fields.length, fields.length);
    let length = 0;
    /** @type {boolean | null} */
    let reverse = null;
    for (; length < n; length++) {
      const field = /** @type {Index["fields"][number]} */ (index.fields[length]);
      const sortField = /** @type {SortField} */ (fields[length]);
      if (field.path !== sortField.path) break;
      const flipped = field.dir !== sortField.dir;
      if (reverse === null) reverse = flipped;
      else if (reverse !== flipped) break;
    }
    if (length > 0 && length > (best?.length ?? 0)) best = { index, reverse, length };
  }
  return best;
}

/**
 * The records `filter` matches, sorted, skipped and limited: what find, count, update, delete and
 * findAndModify all start from.
 *
 * A sorted page (a limit) may instead walk an index that has the sort's order, from where the
 * filter's range on its first field starts, and stop once the page is full. Which is cheaper
 * depends on how many records match, which nothing counts beforehand; so the walk gets as many
 * tests as the filter's own plan would read, and gives way to that plan when they run out (as
 * mongod races its plans): never much slower than the better of the two.
 * @param {Collection} collection
 * @param {unknown} filter
 * @param {{ sort?: unknown, skip?: number, limit?: number }} [options]
 * @returns {Record[]}
 */
export function matchRecords(collection, filter, { sort, skip = 0, limit = 0 } = {}) {
  const query = compileFilter(filter);
  const fields = parseSort(sort);
  const wanted = limit > 0 ? skip + limit : Infinity;
  const planned = candidates(collection, filter);
  if (planned?.exact && fields && Number.isFinite(wanted) && planned.cost > wanted) {
    // many matches, known without reading them: walk the sort's index and keep the matches
    const byIndex = indexForSort(collection, fields);
    if (byIndex) return pageOfMatches(byIndex, planned, fields, { skip, wanted });
  }
  if (!planned?.exact && fields && Number.isFinite(wanted) && (!planned || planned.cost > wanted)) {
    const byIndex = indexForSort(collection, fields);
    if (byIndex) {
      const page = pageByIndex(byIndex, filter, query, fields, {
        skip,
        wanted,
        budget: planned?.cost ?? Infinity,
      });
      if (page) return page;
    }
  }
  /** @type {Record[]} */
  const matched = [];
  if (planned?.exact) {
    for (const rec of planned.records()) {
      matched.push(rec);
      if (!fields && matched.length >= wanted) break;
    }
  } else {
    const recs = planned ? planned.records() : collection.records.values();
    for (const [rec, doc, bytes] of collection.withDocs(recs)) {
      if (!query.test(doc)) continue;
      collection.keepRead(rec, doc, bytes);
      matched.push(rec);
      if (!fields && matched.length >= wanted) break;
    }
  }
  const sorted = fields ? sortRecords(matched, fields) : matched;
  return sorted.slice(skip, wanted);
}

/**
 * Walks an index in the sort's order (within the filter's range on its first field); stops once
 * `wanted` match and the index's key moves on. Null when more than `budget` records were tested
 * before the page was full.
 * @param {SortIndex} byIndex
 * @param {unknown} filter
 * @param {Filter} query
 * @param {SortField[]} fields
 * @param {{ skip: number, wanted: number, budget: number }} page
 */
function pageByIndex({ index, reverse, length }, filter, query, fields, { skip, wanted, budget }) {
  const range = index.multikey ? null : fieldConditions(filter).get(firstField(index).path)?.range;
  /** @type {Record[]} */
  const matched = [];
  /** @type {Key} */
  let lastKey = [];
  let tested = 0;
  for (const entry of index.span([], range ?? null, Boolean(reverse))) {
    if (matched.length >= wanted) {
      const sameGroup = index.fields
        .slice(0, length)
        .every((_, i) => compareValues(entry.key[i], lastKey[i]) === 0);
      if (!sameGroup) break;
    } else if (++tested > budget) return null;
    if (query.test(entry.rec.doc)) {
      matched.push(entry.rec);
      lastKey = entry.key;
    }
  }
  // ties on the index's fields are ordered by the sort's later fields
  return (length < fields.length ? sortRecords(matched, fields) : matched).slice(skip, wanted);
}

/**
 * The page of the exact plan's matches in the order of the sort's index (never multikey: each
 * record once), walking it until full.
 * @param {SortIndex} byIndex
 * @param {Plan} planned
 * @param {SortField[]} fields
 * @param {{ skip: number, wanted: number }} page
 */
function pageOfMatches({ index, reverse, length }, planned, fields, { skip, wanted }) {
  const isMatch = planned.member?.() ?? setOf(planned.records());
  /** @type {Record[]} */
  const matched = [];
  /** @type {Key} */
  let lastKey = [];
  for (const entry of index.span([], null, Boolean(reverse))) {
    if (matched.length >= wanted) {
      const sameGroup = index.fields
        .slice(0, length)
        .every((_, i) => compareValues(entry.key[i], lastKey[i]) === 0);
      if (!sameGroup) break;
    }
    if (isMatch(entry.rec.rid)) {
      matched.push(entry.rec);
      lastKey = entry.key;
    }
  }
  return (length < fields.length ? sortRecords(matched, fields) : matched).slice(skip, wanted);
}

/**
 * @param {Record[]} recs
 * @returns {(rid: number) => boolean}
 */
function setOf(recs) {
  const rids = new Set(recs.map((rec) => rec.rid));
  return (rid) => rids.has(rid);
}

/**
 * Counts the matches without collecting them.
 * @param {Collection} collection
 * @param {unknown} filter
 * @param {{ skip?: number, limit?: number }} [options]
 */
export function countRecords(collection, filter, { skip = 0, limit = 0 } = {}) {
  const query = compileFilter(filter);
  let count = 0;
  const planned = query.empty ? null : candidates(collection, filter);
  if (query.empty) count = collection.records.size;
  else if (planned?.exact) count = planned.count?.() ?? planned.records().length;
  else
    for (const [, doc] of collection.withDocs(planned ? planned.records() : undefined))
      if (query.test(doc)) count++;
  count = Math.max(0, count - skip);
  return limit > 0 ? Math.min(count, limit) : count;
}

/**
 * Applies a find's projection (mingo's meaning), `_id` first as mongod sends it.
 * @param {Doc[]} docs
 * @param {unknown} projection
 * @returns {Doc[]}
 */
export function project(docs, projection) {
  if (!isPlainObject(projection) || Object.keys(projection).length === 0) return docs;
  return new Query({}, MINGO_OPTIONS).find(docs, projection).all().map(idFirst);
}

/**
 * The distinct values of `path` among the matches (array elements one by one).
 * @param {Collection} collection
 * @param {string} path
 * @param {unknown} filter
 */
export function distinctValues(collection, path, filter) {
  /** @type {Map<string, unknown>} */
  const values = new Map();
  for (const rec of matchRecords(collection, filter)) {
    for (const value of valuesAtPath(rec.doc, path)) {
      if (value !== undefined) values.set(idKeyOf(value), value);
    }
  }
  return [...values.values()].sort(compareValues);
}
