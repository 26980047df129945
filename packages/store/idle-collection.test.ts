import { afterEach, expect, it } from "vitest";
import { collectWhenIdle } from "./idle-collection.mjs";

const original = globalThis.gc;
afterEach(() => {
  globalThis.gc = original;
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stand-in for V8's gc() that records what it was asked. */
function recordingGc() {
  const calls: unknown[] = [];
  globalThis.gc = ((options: unknown) => {
    calls.push(options);
    return Promise.resolve();
  }) as typeof globalThis.gc;
  return calls;
}

it("collects once the store is idle and its heap has grown, never while commands come", async () => {
  const calls = recordingGc();
  const idle = collectWhenIdle({ idleMs: 150, growthBytes: 4 * 1024 * 1024, checkEveryMs: 20 });
  try {
    const kept = Array.from({ length: 1_000_000 }, (_, i) => ({ i })); // the heap grows
    for (let i = 0; i < 10; i++) {
      idle.busy();
      await sleep(30);
    }
    expect(calls).toEqual([]); // busy all along
    await expect
      .poll(() => calls, { timeout: 5000 })
      .toEqual([{ type: "major", execution: "async" }]);
    await sleep(300);
    expect(calls).toHaveLength(1); // nothing grew since
    expect(kept).toHaveLength(1_000_000);
  } finally {
    idle.stop();
  }
});
