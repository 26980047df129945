/**
 * The app's store process (packages/store) on a data directory, and its early start.
 *
 * Reading a large store file takes seconds (100,000 messages and 200,000 emails: about 9 s), and
 * so does booting Next. `npm start` (scripts/start.mjs) therefore starts the store before it
 * loads Next, and the app (lib/server/embedded-mongo.ts) takes that process over when it first
 * connects instead of starting one: the two start side by side, on two cores. Plain JavaScript,
 * so that scripts/start.mjs uses it without a build; the hand-over goes through `globalThis`,
 * which the start script and Next's server code share (one process).
 */
import path from "node:path";
import { startStoreProcess } from "../../packages/store/start.mjs";
import { EMBEDDED_DATABASE, storeDirOf } from "./data-dir.mjs";

/** @import { StoreProcess } from "../../packages/store/start.mjs" */

/**
 * Starts the store on `dataDir` (`readOnly`: a build's copy, never written). `onExit` is called
 * when it ends without being stopped (a crash, a kill). At its first start on a data directory
 * of an older version it imports that directory's files (packages/store/storage/legacy-import.mjs).
 * @param {{ root: string, dataDir: string, readOnly?: boolean, onExit?: () => void }} options
 * @returns {Promise<StoreProcess>}
 */
export function startAppStore({ root, dataDir, readOnly = false, onExit }) {
  return startStoreProcess({
    serverPath: path.join(root, "packages", "store", "server.mjs"),
    dir: storeDirOf(dataDir),
    legacyDir: dataDir,
    database: EMBEDDED_DATABASE,
    ephemeral: readOnly,
    onExit: () => onExit?.(),
  });
}

/**
 * @typedef {{
 *   dataDir: string,
 *   store: Promise<StoreProcess>,
 *   exited: boolean,
 *   onExit: (() => void) | null,
 * }} EarlyStore
 */

const EARLY = Symbol.for("dietician.earlyStore");
/** @type {{ [EARLY]?: EarlyStore | null }} */
const shared = /** @type {never} */ (globalThis);

/**
 * Starts the store now, for the app to take over (`takeEarlyStore`). The caller holds the data
 * directory's lock (lockDataDir) for this process.
 * @param {{ root: string, dataDir: string }} options
 */
export function startStoreEarly({ root, dataDir }) {
  /** @type {EarlyStore} */
  const early = {
    dataDir: path.resolve(dataDir),
    exited: false,
    onExit: null,
    store: startAppStore({
      root,
      dataDir,
      onExit: () => {
        early.exited = true;
        early.onExit?.();
      },
    }),
  };
  // a start that fails is the app's to report, when it takes it over
  early.store.catch(() => {});
  shared[EARLY] = early;
}

/**
 * The store started early on `dataDir`, once: the first caller gets it (with `onExit` from then
 * on), later callers and other directories get null and start their own.
 * @param {string} dataDir
 * @param {() => void} [onExit]
 * @returns {Promise<StoreProcess> | null}
 */
export function takeEarlyStore(dataDir, onExit) {
  const early = shared[EARLY];
  if (!early || early.dataDir !== path.resolve(dataDir)) return null;
  shared[EARLY] = null;
  if (early.exited) return null;
  early.onExit = onExit ?? null;
  return early.store;
}
