/**
 * Where the store listens: a Unix domain socket only its user can open. The store has no
 * authentication of its own, so this is what keeps other local users (and anything that can
 * reach a loopback port) out of the data: the socket lives in the store folder (0700) and is
 * itself 0600.
 *
 * Its name holds the server's pid (`store-<pid>.sock`): every start gets a new address (a driver
 * client kept from before a restart never finds the new server by mistake), and a build's
 * read-only store (`--ephemeral`) on the same folder as a running app never takes the app's
 * socket. A socket path has a hard limit (108 bytes on Linux with its terminator, 104 on macOS):
 * when the store folder's path is too long, the socket goes into a private folder made with
 * mkdtemp (0700) under the OS temp dir, never onto TCP.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The longest socket path (bytes, without the terminator) that binds everywhere we run. */
export const MAX_SOCKET_PATH_BYTES = process.platform === "linux" ? 107 : 103;

const SOCKET_NAME = /^store-(\d+)\.sock$/;

/**
 * The driver's URI for the store on `socketPath`.
 * @param {string} socketPath
 * @param {string} database
 */
export const storeUri = (socketPath, database) =>
  `mongodb://${encodeURIComponent(socketPath)}/${database}`;

/**
 * Chooses (and prepares) this process's socket path for the store folder `dir`:
 * `{ path, remove() }`, `remove` deleting the socket (and the temporary folder, if one was made).
 * @param {string} dir
 * @param {{ log?: Pick<Console, "info" | "warn">, pid?: number }} [options]
 */
export function openSocketPath(dir, { log = console, pid = process.pid } = {}) {
  const name = `store-${pid}.sock`;
  const inDir = path.join(path.resolve(dir), name);
  if (Buffer.byteLength(inDir) <= MAX_SOCKET_PATH_BYTES && privateDir(dir)) {
    removeStaleSockets(dir);
    rmSync(inDir, { force: true }); // a socket of a process with our pid, gone
    return { path: inDir, remove: () => rmSync(inDir, { force: true }) };
  }
  const own = mkdtempSync(path.join(tmpdir(), "store-")); // 0700, ours
  const socketPath = path.join(own, name);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    rmSync(own, { recursive: true, force: true });
    throw new Error(`No socket path short enough for the store: ${socketPath}`);
  }
  log.info(
    `[store] The store folder's path is too long for a socket (or not writable): listening on ${socketPath} instead.`,
  );
  return { path: socketPath, remove: () => rmSync(own, { recursive: true, force: true }) };
}

/**
 * The store folder, made 0700 if it is not: false when it cannot be (a read-only data copy).
 * @param {string} dir
 */
function privateDir(dir) {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sockets left in `dir` by store processes that are gone (a crash, a kill -9).
 * @param {string} dir
 */
function removeStaleSockets(dir) {
  for (const entry of readdirSync(dir)) {
    const pid = Number(SOCKET_NAME.exec(entry)?.[1]);
    if (pid && pid !== process.pid && !isAlive(pid)) rmSync(path.join(dir, entry), { force: true });
  }
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}
