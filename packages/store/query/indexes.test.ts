import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Record } from "../storage/documents.mjs";
import { compareValues } from "./bson-values.mjs";
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
const mixed = fc.array(fc.oneof(fc.string(), fc.integer(), fc.date({ noInvalidDate: true })));

describe("an index filled at a start", () => {
  it("orders strings, Dates and mixed values as compareValues does, equal keys by record", () => {
    for (const values of [strings, dates, mixed])
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
