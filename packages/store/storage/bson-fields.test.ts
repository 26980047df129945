import { Binary, Decimal128, Long, ObjectId } from "bson";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deserialize, serialize } from "../wire/wire.mjs";
import { decodeFields } from "./bson-fields.mjs";

/** What the store file holds for `doc`: its BSON bytes, as a row gives them. */
const rowOf = (doc: object) => Buffer.from(serialize(doc as Record<string, unknown>));

const NAMES = ["_id", "to", "status", "createdAt", "searchWords", "ref", "émoji✓", "n"];

/** Values of every kind a stored document holds: those read in place and those left to bson. */
const simple = fc.oneof(
  fc.string({ unit: "grapheme" }),
  fc.double(),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
  fc.boolean(),
  fc.constant(null),
  fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }),
  fc.uint8Array({ minLength: 12, maxLength: 12 }).map((bytes) => new ObjectId(bytes)),
);
const other = fc.oneof(
  fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map((n) => Long.fromBigInt(n)),
  fc.uint8Array({ maxLength: 20 }).map((bytes) => new Binary(bytes)),
  fc.constant(Decimal128.fromString("12.50")),
  fc.constant(/^visit/i),
  fc.dictionary(fc.constantFrom("id", "kind"), simple),
);
const value = fc.oneof(
  simple,
  other,
  fc.array(simple, { maxLength: 6 }),
  fc.array(fc.oneof(simple, other, fc.array(simple, { maxLength: 2 })), { maxLength: 4 }),
);

describe("decodeFields (a start's reading of the indexed fields)", () => {
  it("gives exactly what deserialize gives for the fields named, whatever their values", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...NAMES, "message", "history"), value),
        fc.subarray(NAMES),
        (doc, names) => {
          const bytes = rowOf(doc);
          const whole = deserialize(bytes);
          const expected = Object.fromEntries(
            Object.entries(whole).filter(([name]) => names.includes(name)),
          );
          expect(decodeFields(bytes, new Set(names))).toStrictEqual(expected);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("reads a mail's indexed fields without its text, and the whole document without names", () => {
    const doc = {
      _id: new ObjectId(),
      to: "visitor@example.com",
      status: "sent",
      createdAt: new Date("2026-11-30T10:00:00Z"),
      text: "Thank you for writing to us. ".repeat(40),
      ref: { kind: "contact", id: new ObjectId() },
    };
    const bytes = rowOf(doc);
    expect(decodeFields(bytes, new Set(["_id", "to", "createdAt", "ref"]))).toStrictEqual({
      _id: doc._id,
      to: doc.to,
      createdAt: doc.createdAt,
      ref: doc.ref,
    });
    expect(decodeFields(bytes, null)).toStrictEqual(deserialize(bytes));
  });
});
