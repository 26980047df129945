/**
 * Work started for a request that the request does not wait for (a mail delivery pass, the
 * owner's push alerts), tracked so that a stop (the server's, the end of a test file) lets it end
 * before the database closes: cut off, it would open the database again during the stop, or lose
 * what it was writing. Kept on globalThis: the instrumentation hook and the routes are bundled
 * apart.
 */
const globalWork = globalThis as typeof globalThis & { __background?: Set<Promise<unknown>> };
const running = (globalWork.__background ??= new Set());

/** Tracks `work` until it settles; its own errors stay its caller's to handle. */
export function inBackground(work: Promise<unknown>): void {
  running.add(work);
  const done = () => running.delete(work);
  work.then(done, done);
}

/** Resolves once the work started so far, and what it started meanwhile, has settled. */
export async function backgroundSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
