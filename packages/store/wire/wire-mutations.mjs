/**
 * Random and mutated MongoDB wire frames for the store's property tests (wire.test.ts):
 * real frames a driver sent (captured), with bytes flipped, lengths changed, cut short, or
 * spliced with another, and frames of random bytes. Plain JavaScript: a worker thread uses it.
 */
import fc from "fast-check";

/** Lengths that break parsers: negative, zero, just short, just over, huge. */
const LENGTHS = [-1, -16, 0, 1, 4, 5, 15, 16, 17, 19, 21, 0x7fffffff, -0x80000000, 48_000_001];

/**
 * @param {Buffer} bytes
 * @param {number} at
 * @param {number} value
 */
const writeInt32 = (bytes, at, value) => {
  const out = Buffer.from(bytes);
  if (at + 4 <= out.length) out.writeInt32LE(value | 0, at);
  return out;
};

/**
 * A frame: a captured one, mutated (or not), or random bytes behind a plausible header.
 * @param {Buffer[]} corpus
 * @returns {fc.Arbitrary<Buffer>}
 */
export function frameArbitrary(corpus) {
  const real = fc.constantFrom(...corpus);
  const flip = fc
    .tuple(
      real,
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), {
        minLength: 1,
        maxLength: 8,
      }),
    )
    .map(([frame, flips]) => {
      const out = Buffer.from(frame);
      for (const [at, value] of flips) out[at % out.length] = value;
      return out;
    });
  const length = fc
    .tuple(real, fc.nat(), fc.oneof(fc.constantFrom(...LENGTHS), fc.integer()))
    .map(([frame, at, value]) => {
      // a length field: the message's (0), a section's, a document's, or anywhere
      const offsets = [0, 21, 25, 20, at % Math.max(1, frame.length - 3)];
      return writeInt32(frame, offsets[at % offsets.length] ?? 0, value);
    });
  const truncate = fc.tuple(real, fc.nat()).map(([frame, cut]) => {
    const kept = writeInt32(frame, 0, 0).subarray(0, 16 + (cut % Math.max(1, frame.length - 16)));
    // the header says how long what is left is, so the decoder (not the framer) meets the cut
    return writeInt32(kept, 0, kept.length);
  });
  const splice = fc.tuple(real, real, fc.nat(), fc.nat()).map(([a, b, i, j]) => {
    const out = Buffer.concat([a.subarray(0, i % a.length), b.subarray(j % b.length)]);
    return out.length >= 16 ? writeInt32(out, 0, out.length) : out;
  });
  const random = fc
    .tuple(fc.constantFrom(2013, 2004, 2012, 1, 0), fc.uint8Array({ minLength: 0, maxLength: 300 }))
    .map(([opCode, body]) => {
      const out = Buffer.alloc(16 + body.length);
      out.writeInt32LE(out.length, 0);
      out.writeInt32LE(opCode, 12);
      Buffer.from(body).copy(out, 16);
      return out;
    });
  return fc.oneof(
    { weight: 4, arbitrary: flip },
    { weight: 4, arbitrary: length },
    { weight: 2, arbitrary: truncate },
    { weight: 2, arbitrary: splice },
    { weight: 2, arbitrary: random },
    { weight: 1, arbitrary: real },
  );
}
