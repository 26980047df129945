import type { Arbitrary } from "fast-check";

/** A frame: a captured one, mutated (or not), or random bytes behind a plausible header. */
export function frameArbitrary(corpus: Buffer[]): Arbitrary<Buffer>;
