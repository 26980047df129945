import "server-only";

/**
 * What runs on a freshly opened connection, registered by the features (`lib/upkeep/start-up.ts`) so
 * that the connection (db.ts) imports none of them. Phases run in this order, each task of a
 * phase in the order it was registered:
 * - `recover`: after every connect to the embedded database this process owns, first start and
 *   restarts alike (e.g. mail a stopped process was sending is due again);
 * - `migrate`: stored shapes brought up to date (first connect only, idempotent);
 * - `seed`: the first admin and the demo content (first connect only).
 * Kept on globalThis: Next bundles instrumentation.ts apart from the routes, and both must see
 * one list.
 */
export const START_UP_PHASES = ["recover", "migrate", "seed"] as const;
export type StartUpPhase = (typeof START_UP_PHASES)[number];
export type StartUpContext = {
  /** true on the embedded database this process owns and writes (not a build's read-only copy) */
  ownsEmbeddedData: boolean;
  restart: boolean;
};
type Task = { phase: StartUpPhase; run: (context: StartUpContext) => Promise<void> };

const globalTasks = globalThis as typeof globalThis & {
  __startUpTasks?: Map<string, Task>;
  __startUpLoader?: () => Promise<unknown>;
};
const tasks = (globalTasks.__startUpTasks ??= new Map());

/**
 * For an entry point that must not load the features before its first connect (test/setup.ts:
 * a test file sets its environment after the setup ran): the import that registers them, awaited
 * by the first `runStartUp`.
 */
export function registerStartUpLater(load: () => Promise<unknown>): void {
  globalTasks.__startUpLoader = load;
}

/** Registers (or, on a hot reload, replaces) the task of that name. */
export function registerStartUp(
  phase: StartUpPhase,
  name: string,
  run: (context: StartUpContext) => Promise<void>,
): void {
  tasks.set(name, { phase, run });
}

/** True once some feature registered its start-up work (the entry points import lib/upkeep/start-up.ts). */
export const hasStartUpTasks = () => tasks.size > 0 || Boolean(globalTasks.__startUpLoader);

/** Runs the registered tasks phase by phase; a restart runs only `recover`. */
export async function runStartUp(context: StartUpContext): Promise<void> {
  if (tasks.size === 0) await globalTasks.__startUpLoader?.();
  const phases = context.restart ? (["recover"] as const) : START_UP_PHASES;
  for (const phase of phases) {
    for (const task of tasks.values()) if (task.phase === phase) await task.run(context);
  }
}
