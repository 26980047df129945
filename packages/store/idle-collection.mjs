/**
 * Garbage given back when the store falls idle. Each command leaves garbage (decoded documents,
 * answers), and V8 collects the old generation only when it has grown by a factor of what was
 * live: at 100,000 messages the store then sat at twice its live heap between the owner's visits
 * (about 470 MB against 210), holding memory a small machine needs. Once no command has come for
 * `idleMs` and the heap has grown by `growthBytes` since the last collection, one major collection
 * runs, concurrently where V8 can (`execution: "async"`): the pause a request can meet is its
 * last step, not the whole marking. Needs `--expose-gc` (start.mjs gives it); without, nothing.
 */
import { getHeapStatistics } from "node:v8";

const usedHeap = () => getHeapStatistics().used_heap_size;

/**
 * @param {{ idleMs?: number, growthBytes?: number, checkEveryMs?: number }} [options]
 * @returns {{ busy(): void, stop(): void }} `busy` on every command; `stop` when the store closes
 */
export function collectWhenIdle({
  idleMs = 2000,
  growthBytes = 32 * 1024 * 1024,
  checkEveryMs = 1000,
} = {}) {
  const { gc } = globalThis;
  if (typeof gc !== "function") return { busy() {}, stop() {} };
  let lastBusy = performance.now();
  let afterLast = usedHeap();
  let collecting = false;
  const timer = setInterval(() => {
    if (collecting || performance.now() - lastBusy < idleMs) return;
    if (usedHeap() < afterLast + growthBytes) return;
    collecting = true;
    void gc({ type: "major", execution: "async" }).finally(() => {
      collecting = false;
      afterLast = usedHeap();
    });
  }, checkEveryMs);
  timer.unref();
  return {
    busy() {
      lastBusy = performance.now();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
