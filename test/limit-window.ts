import { vi } from "vitest";

/**
 * Pins Date (only) to one second into a rate-limit window. The limits count fixed windows, so a
 * test's attempts made across a boundary in real time would rightly start a new count; a slow run
 * crossing 15:00 then sees a failure that is not one. Undo with `vi.useRealTimers()`.
 */
export function pinToWindowStart(windowMs: number): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Math.floor(Date.now() / windowMs) * windowMs + 1000);
}
