/**
 * Starts the store (server.mjs) as a child process and waits until it serves: what the app
 * (lib/server/embedded-mongo.ts), the benchmarks and the tests call.
 *
 * The child is its own process group (a Ctrl-C in the terminal reaches only the app, which stops
 * the store in order) and ends by itself when its stdin, held here, closes: the app cannot leave
 * it running, however the app ends. Its log lines ("[store] ...") are passed on to `log`.
 */
import { spawn } from "node:child_process";
import { storeUri } from "./socket-path.mjs";

/**
 * The store's child process, serving.
 * @typedef {{
 *   socketPath: string,
 *   uri(database: string): string,
 *   pid: number | undefined,
 *   stop(): Promise<void>,
 * }} StoreProcess
 * `socketPath`: the Unix domain socket it listens on (no TCP); `uri`: the driver's URI for a
 * database on it; `stop`: stops it on purpose (a last commit, then exit), without `onExit`.
 */

const START_TIMEOUT_MS = 120_000;
/** The line server.mjs prints once it serves: `STORE_SOCKET="<path, JSON>" (...)`. */
const READY = "STORE_SOCKET=";

/**
 * @param {string} output
 * @returns {string | null}
 */
const readySocket = (output) => {
  const quoted = /STORE_SOCKET=("(?:[^"\\\n]|\\.)*")/.exec(output)?.[1];
  return quoted ? JSON.parse(quoted) : null;
};
const STOP_TIMEOUT_MS = 15_000;

/**
 * @param {{ serverPath: string, dir: string, legacyDir?: string, database?: string,
 *   ephemeral?: boolean, onExit?: (code: number | null) => void,
 *   log?: Pick<Console, "error" | "info">, startTimeoutMs?: number }} options
 * @returns {Promise<StoreProcess>}
 */
export function startStoreProcess({
  serverPath,
  dir,
  legacyDir,
  database,
  ephemeral = false,
  onExit,
  log = console,
  startTimeoutMs = START_TIMEOUT_MS,
}) {
  // --expose-gc: one full collection once the store file is read (server.mjs).
  // --max-semi-space-size=4 (MB; V8's default grows to 16): the SQLite driver gives each row
  // read its own Buffer, freed only when a young-generation collection finds it dead, so a
  // start reading 300,000 rows kept 40 MB more of them alive at a time and the process never
  // gave that memory back (262 MB after a start instead of 314; the start 0.3 s longer).
  // --heap-growing-percent=30: the next major collection when the old generation has grown by
  // 30 % over what the last one left (V8 lets it grow up to 2 to 4 times): the store's garbage
  // (decoded rows, answers) stays a third of what is live, including during a long read such
  // as the nightly backup, where no idle moment comes (idle-collection.mjs). At 100,000 messages,
  // the store alone after the admin's queries and 100 inserts: 286 → 215 MB.
  const args = [
    "--expose-gc",
    "--max-semi-space-size=4",
    "--heap-growing-percent=30",
    serverPath,
    "--dir",
    dir,
  ];
  if (legacyDir) args.push("--legacy-dir", legacyDir);
  if (database) args.push("--database", database);
  if (ephemeral) args.push("--ephemeral");
  return new Promise((resolve, reject) => {
    // STORE_NODE: CI's run of the tests on another Node than the SQLite driver was compiled for
    const child = spawn(process.env.STORE_NODE || process.execPath, args, {
      stdio: ["pipe", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    let ready = false;
    let stopped = false;
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The store did not start within ${startTimeoutMs} ms: ${output}`));
    }, startTimeoutMs);

    /** @param {(line: string) => void} write */
    const forward = (write) => (/** @type {Buffer} */ chunk) => {
      const text = chunk.toString();
      if (!ready) output += text;
      for (const line of text.split("\n")) if (line && !line.startsWith(READY)) write(line);
    };
    child.stderr.on(
      "data",
      forward((line) => log.error(line)),
    );
    child.stdout.on(
      "data",
      forward((line) => log.info(line)),
    );
    child.stdout.on("data", () => {
      const socketPath = readySocket(output);
      if (ready || !socketPath) return;
      ready = true;
      clearTimeout(timer);
      resolve({
        socketPath,
        uri: (/** @type {string} */ database) => storeUri(socketPath, database),
        pid: child.pid,
        /** stops it on purpose (a last commit, then exit): `onExit` is not called */
        stop() {
          stopped = true;
          if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
          return /** @type {Promise<void>} */ (
            new Promise((done) => {
              const force = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
              child.once("exit", () => {
                clearTimeout(force);
                done();
              });
              child.kill("SIGTERM");
            })
          );
        },
      });
    });
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      child.stdin.destroy();
      if (!ready) {
        reject(new Error(`The store exited (${signal ?? code}) before serving: ${output.trim()}`));
      } else if (!stopped) onExit?.(code);
    });
    // the pipe must not keep this process alive, nor its closing crash it
    child.stdin.on("error", () => {});
    for (const stream of [child.stdin, child.stdout, child.stderr])
      /** @type {{ unref?(): void }} pipes are sockets */ (stream).unref?.();
    child.unref();
  });
}
