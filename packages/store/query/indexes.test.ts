import { ObjectId } from "bson";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Record } from "../storage/documents.mjs";
import { compareValues, idKeyOf } from "./bson-values.mjs";
import { Index } from "./indexes.mjs";

type Doc = { [key: string]: unknown };

/** An index filled as a start fills it (collect, then one sort), over `values` of field `v`. */
function builtIndex(values: unknown[], dir: 1 | -1) {
  const index = new Index({ v: 2, key: { v: dir }, name: "v_1" });
  const docs = new Map<number, Doc>();
  const collection = { readDoc: (rid: number) => docs.get(rid)!, chunks: false };
  values.forEach((v, i) => {
    const rid = i + 1;
    const doc = { _id: rid, v };
    docs.set(rid, doc);
    index.collect(new Record(rid, `n${rid}`, collection), doc);
  });
  index.finish("test.things");
  return index;
}

/** Every entry's key and record in the index's order: keys by compareValues, then records by rid. */
function expectOrdered(index: Index, dir: 1 | -1) {
  for (let at = 1; at < index.recs.length; at++) {
    const order = compareValues(index.keyAt(at - 1)[0], index.keyAt(at)[0]) * dir;
    expect(order).toBeLessThanOrEqual(0);
    if (order === 0) expect(index.recs[at - 1]!.rid).toBeLessThan(index.recs[at]!.rid);
  }
}

const strings = fc.array(fc.oneof(fc.string({ unit: "binary" }), fc.constantFrom("a", "B", "é")));
const dates = fc.array(fc.date({ noInvalidDate: true }));
const objectIds = fc.array(
  fc.uint8Array({ minLength: 12, maxLength: 12 }).map((bytes) => new ObjectId(bytes)),
);
const mixed = fc.array(
  fc.oneof(
    fc.string(),
    fc.integer(),
    fc.date({ noInvalidDate: true }),
    fc.uint8Array({ minLength: 12, maxLength: 12 }).map((bytes) => new ObjectId(bytes)),
  ),
);

describe("an index filled at a start", () => {
  it("orders strings, Dates, ObjectIds and mixed values as compareValues does, equal keys by record", () => {
    for (const values of [strings, dates, objectIds, mixed])
      fc.assert(
        fc.property(values, fc.constantFrom(1 as const, -1 as const), (list, dir) => {
          const index = builtIndex(list, dir);
          expect(index.recs).toHaveLength(list.length);
          expectOrdered(index, dir);
        }),
        { numRuns: 200 },
      );
  });
});

describe("an index kept up to date", () => {
  const objectId = fc.uint8Array({ minLength: 12, maxLength: 12 }).map((b) => new ObjectId(b));
  const value = fc.oneof(objectId, objectId, fc.date({ noInvalidDate: true }), fc.string());

  it("adds and removes ObjectIds, Dates and others in order, and gives each key back as it came", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(value, fc.boolean()), { maxLength: 60 }),
        fc.constantFrom(1 as const, -1 as const),
        (steps, dir) => {
          const index = new Index({ v: 2, key: { v: dir }, name: "v_1" });
          const docs = new Map<number, Doc>();
          const collection = { readDoc: (rid: number) => docs.get(rid)!, chunks: false };
          const recs: Record[] = [];
          steps.forEach(([v, removeOne], i) => {
            const rec = new Record(i + 1, `n${i + 1}`, collection);
            docs.set(rec.rid, { _id: rec.rid, v });
            index.add(rec);
            recs.push(rec);
            if (removeOne && recs.length > 1) index.remove(recs.splice(i % recs.length, 1)[0]!);
          });
          expect(index.recs.map((r) => r.rid).sort((a, b) => a - b)).toEqual(
            recs.map((r) => r.rid),
          );
          expectOrdered(index, dir);
          for (let at = 0; at < index.recs.length; at++) {
            const given = docs.get(index.recs[at]!.rid)!.v;
            const [back] = index.keyAt(at);
            expect(compareValues(back, given)).toBe(0);
            expect(Object.getPrototypeOf(back)).toBe(Object.getPrototypeOf(given));
          }
          for (const rec of recs) {
            const v = docs.get(rec.rid)!.v;
            const found = [...index.scan([v])].map((r) => r.rid);
            const equal = recs.filter((r) => compareValues(docs.get(r.rid)!.v, v) === 0);
            expect(found.sort((a, b) => a - b)).toEqual(equal.map((r) => r.rid));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("holds the records' own keys in the _id index, and answers ranges of ObjectIds", () => {
    const index = new Index({ v: 2, key: { _id: 1 }, name: "_id_" });
    const ids = [3, 1, 2].map((n) => new ObjectId(Buffer.alloc(12, n)));
    const recs = ids.map((id, i) => {
      const doc = { _id: id };
      const rec = new Record(i + 1, idKeyOf(id), { readDoc: () => doc, chunks: false });
      index.add(rec);
      return rec;
    });
    expect(index.keyAt(0)[0]).toEqual(ids[1]);
    expect(index.columns[0]![0]).toBe(recs[1]!.idKey); // the record's string, not a copy
    expect([
      ...index.scan([], { low: ids[2], lowInclusive: true, high: ids[0], highInclusive: false }),
    ]).toEqual([recs[2]]);
    expect(index.duplicateOf([[new ObjectId(Buffer.alloc(12, 1))]], null)?.rec).toBe(recs[1]);
  });
});
