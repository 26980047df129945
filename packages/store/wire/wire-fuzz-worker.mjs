/**
 * Throws random and mutated frames at the store's decoder (wire.test.ts), in a worker
 * thread so that the test can time it out and end it if a frame makes it loop. Each frame must
 * decode or be refused with a FrameError; it posts { ok, runs, slowestMs } or { ok: false, error }.
 */
import { parentPort, workerData } from "node:worker_threads";
import fc from "fast-check";
import { decodeMsg, decodeQuery, FrameError, MessageFramer, OP_MSG } from "./wire.mjs";
import { frameArbitrary } from "./wire-mutations.mjs";

/** @type {{ corpus: Uint8Array[], numRuns: number, seed: number }} */
const { corpus, numRuns, seed } = workerData;
const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);
let slowestMs = 0;
let refused = 0;
try {
  fc.assert(
    fc.property(
      frameArbitrary(corpus.map((frame) => Buffer.from(frame))),
      (/** @type {Buffer} */ frame) => {
        const started = performance.now();
        try {
          // fed in two pieces, as a socket may deliver it
          const framer = new MessageFramer();
          const cut = frame.length >> 1;
          const messages = [
            ...framer.push(frame.subarray(0, cut)),
            ...framer.push(frame.subarray(cut)),
          ];
          for (const { opCode, body } of messages)
            (opCode === OP_MSG ? decodeMsg : decodeQuery)(body);
        } catch (error) {
          if (!(error instanceof FrameError)) throw error;
          refused++;
        }
        slowestMs = Math.max(slowestMs, performance.now() - started);
      },
    ),
    { numRuns, seed },
  );
  port.postMessage({ ok: true, runs: numRuns, refused, slowestMs });
} catch (error) {
  port.postMessage({ ok: false, error: String(error instanceof Error ? error.stack : error) });
}
