#!/usr/bin/env node
/**
 * The store: a small MongoDB wire-protocol server of ours, the app's database when MONGODB_URI is
 * not set (README.md says why and what it costs). `node packages/store/server.mjs --dir
 * <DATA_DIR>/store` prints `STORE_SOCKET="<path>"` once it serves; lib/server/embedded-mongo.ts
 * starts it as a child process so, and lib/server/db.ts connects Mongoose to it like to any MongoDB
 * (`mongodb://<url-encoded socket path>/<database>`).
 *
 * Only the app's user can reach it: it listens on a Unix domain socket (no TCP port) in the store
 * folder (0700), the socket file 0600 (socket-path.mjs), and has no authentication of its own.
 *
 * How a command travels, one file per job:
 *
 *   socket bytes ─ wire.mjs ───────── messages (OP_MSG; OP_QUERY for the legacy handshake)
 *                ─ commands.mjs ───── find, insert, update, findAndModify, aggregate, createIndexes ...
 *                  ├ query.mjs ─────── which records a filter matches (mingo decides; indexes pick)
 *                  ├ update.mjs ────── what an update makes of a document (mingo's operators)
 *                  ├ cursors.mjs ───── batches left for getMore
 *                  └ catalog.mjs ───── databases and collections
 *                      └ collection.mjs  documents by _id + indexes.mjs (sorted keys, unique checks)
 *                          └ journal: sqlite-file.mjs (one SQLite file, a transaction per turn)
 *   at start: sqlite-file.mjs reads every row once; legacy-import.mjs imports an older version's
 *   data directory (legacy-snapshot.mjs) the first time.
 *
 * Memory holds each collection's records by _id and its indexes, not the documents: a query
 * picks its records through an index and reads only their rows from the file (a bounded cache of
 * decoded documents, storage/documents.mjs), so it costs about what it returns. Commands run
 * one at a time to their end (one thread, nothing awaited inside a command), which makes each
 * atomic: findAndModify, conditional updates and unique indexes need no locks.
 *
 * Durability: the writes of one turn of the event loop are committed in one transaction before
 * any answer of that turn is sent (a group commit). So an acknowledged write is in the file's WAL
 * (a crash or `kill -9` of this process, or of the app, loses none of it) and fsynced within
 * 200 ms (sqlite-file.mjs). If a commit fails, the server stops rather than answer from memory
 * what the file lacks; the app starts it again from the file.
 *
 * The server ends by itself when its stdin closes (the parent that started it is gone, however
 * it ended) or on SIGTERM/SIGINT, after a last commit. One server per store folder (a pid file).
 */
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Catalog } from "./catalog.mjs";
import { commandName, runCommand } from "./commands.mjs";
import { Cursors } from "./cursors.mjs";
import { collectWhenIdle } from "./idle-collection.mjs";
import { importLegacyData } from "./storage/legacy-import.mjs";
import { DocumentReader } from "./storage/documents.mjs";
import { openSocketPath } from "./socket-path.mjs";
import { StoreFile } from "./storage/sqlite-file.mjs";
import {
  decodeMsg,
  decodeQuery,
  encodeMsg,
  encodeReply,
  FrameError,
  MessageFramer,
  OP_MSG,
  serialize,
} from "./wire/wire.mjs";

/**
 * @import { Socket } from "node:net"
 * @import { Context, Reply } from "./commands.mjs"
 * @import { Doc, Message } from "./wire/wire.mjs"
 */
/** @typedef {Pick<Console, "error" | "info" | "warn">} Log */
/**
 * @typedef {{ dir: string, socket?: string, legacyDir?: string, database?: string,
 *   ephemeral?: boolean, ttlIntervalMs?: number, log?: Log,
 *   onFatal?: (error: Error) => void }} StoreServerOptions
 */
/** @typedef {Awaited<ReturnType<typeof startStoreServer>>} StoreServer */

const PID_FILE = "server.pid";

/** The commands an OP_QUERY may carry (a driver's first handshake), as for mongod 7.0. */
const HANDSHAKE = new Set(["hello", "isMaster", "ismaster"]);
/** @param {Doc} command */
const legacyRefused = (command) => ({
  ok: 0,
  errmsg: `Unsupported OP_QUERY command: ${String(commandName(command)).slice(0, 64)}. The client driver may require an upgrade.`,
  code: 352,
  codeName: "UnsupportedOpQueryCommand",
});

/** A journal that keeps nothing (an `ephemeral` store: a build's copy of the data). */
function noJournal() {
  let rid = 1;
  return {
    // without a file, every record keeps its version; with one, readInto sets its reader
    reader: new DocumentReader(null),
    close() {},
    nextRid: () => rid++,
    /** @param {number} next */
    startAt(next) {
      rid = next;
    },
    put() {},
    remove() {},
    saveCollection() {},
    dropCollection() {},
  };
}

/**
 * Starts the store on `dir` and serves it on a Unix domain socket: `socket` (tests), or by default
 * `store-<pid>.sock` in `dir` (a private temporary folder when that path is too long).
 * `legacyDir`: a data directory whose older-version files are imported once (legacy-import.mjs)
 * into `database`. `ephemeral`: read the file (if any) but never write it (a build's copy).
 * `onFatal`: what happens when the file cannot be written (default: log and exit).
 * @param {StoreServerOptions} options
 */
export async function startStoreServer({
  dir,
  socket,
  legacyDir,
  database = "test",
  ephemeral = false,
  ttlIntervalMs = 60_000,
  log = console,
  onFatal = (error) => {
    log.error(`[store] Could not write the store file, stopping: ${error.stack ?? error}`);
    process.exit(70);
  },
}) {
  const unlock = ephemeral ? () => {} : lockStoreDir(dir);
  /** @type {StoreFile | null} */
  let file = null;
  /** @type {{ path: string, remove(): void } | null} */
  let address = null;
  try {
    file = ephemeral ? null : StoreFile.open(dir, { log });
    const ephemeralJournal = file ? null : noJournal();
    const journal = file ?? /** @type {ReturnType<typeof noJournal>} */ (ephemeralJournal);
    const catalog = new Catalog(journal);
    const started = Date.now();
    let loaded = { documents: 0, collections: 0, maxRid: 0 };
    if (file) loaded = file.loadInto(catalog);
    else if (StoreFile.exists(dir)) loaded = StoreFile.readInto(dir, catalog, journal);
    ephemeralJournal?.startAt(loaded.maxRid + 1);
    if (legacyDir) {
      await importLegacyData({
        dataDir: legacyDir,
        catalog,
        file,
        database,
        log,
        keepFiles: ephemeral,
      });
    }
    address = socket ? { path: socket, remove: () => rmSync(socket, { force: true }) } : null;
    address ??= openSocketPath(dir, { log });
    const served = serve({ catalog, file, socketPath: address.path, log, onFatal, ttlIntervalMs });
    await served.listening;
    const { remove } = address;
    const openFile = file;
    return {
      socketPath: address.path,
      loaded: { ...loaded, ms: Date.now() - started },
      catalog,
      async close() {
        await served.close();
        try {
          openFile?.close();
          if (!openFile) journal.close();
        } finally {
          remove();
          unlock();
        }
      },
    };
  } catch (error) {
    try {
      file?.close();
    } catch {
      // already failing
    }
    address?.remove();
    unlock();
    throw error;
  }
}

/**
 * @param {{ catalog: Catalog, file: StoreFile | null, socketPath: string, log: Log,
 *   onFatal: (error: Error) => void, ttlIntervalMs: number }} options
 */
function serve({ catalog, file, socketPath, log, onFatal, ttlIntervalMs }) {
  const cursors = new Cursors();
  const idle = collectWhenIdle();
  /** @type {Set<Socket>} */
  const sockets = new Set();
  /** @type {[Socket, Buffer][]} answers held until this turn's writes are committed */
  let held = [];
  let commitScheduled = false;
  let nextConnectionId = 1;
  /** @type {(() => void)[]} who waits for this turn's commit (a `j: true` write concern, fsync) */
  let commitWaiters = [];

  const commitThenAnswer = () => {
    commitScheduled = false;
    try {
      file?.commit();
    } catch (error) {
      held = [];
      onFatal(/** @type {Error} */ (error));
      return;
    }
    const answers = held;
    held = [];
    for (const [socket, message] of answers) if (!socket.destroyed) socket.write(message);
    const waiters = commitWaiters;
    commitWaiters = [];
    for (const resolve of waiters) resolve();
  };

  /**
   * Resolves once what this turn wrote is committed (then `file.sync()` puts it on disk).
   * @returns {Promise<void>}
   */
  const committed = () =>
    new Promise((resolve) => {
      commitWaiters.push(resolve);
      if (!commitScheduled) {
        commitScheduled = true;
        setImmediate(commitThenAnswer);
      }
    });

  /**
   * @param {Socket} socket
   * @param {Buffer} message
   */
  const answer = (socket, message) => {
    if (file?.hasPending || held.length > 0) {
      held.push([socket, message]);
      if (!commitScheduled) {
        commitScheduled = true;
        setImmediate(commitThenAnswer);
      }
    } else if (!socket.destroyed) socket.write(message);
  };

  /**
   * @param {Socket} socket
   * @param {Context} ctx
   * @param {Message} message
   */
  const handle = (socket, ctx, { requestId, opCode, body }) => {
    // a frame that is not what the protocol allows throws a FrameError: the connection closes
    const decoded = opCode === OP_MSG ? decodeMsg(body) : decodeQuery(body);
    const quiet = decoded.moreToCome;
    const encode =
      opCode === OP_MSG
        ? (/** @type {Uint8Array} */ reply) => encodeMsg(requestId, reply)
        : (/** @type {Uint8Array} */ reply) => encodeReply(requestId, reply);
    /** @param {Reply} reply */
    const send = (reply) => {
      if (!quiet) answer(socket, encode(Buffer.isBuffer(reply) ? reply : serialize(reply)));
    };
    const reply =
      decoded.legacy && !HANDSHAKE.has(String(commandName(decoded.command)))
        ? legacyRefused(decoded.command)
        : runCommand(decoded.command, decoded.db, ctx);
    if (reply instanceof Promise) reply.then(send);
    else send(reply);
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const framer = new MessageFramer();
    /** @type {Context} */
    const ctx = { catalog, cursors, file, log, committed, connectionId: nextConnectionId++ };
    Object.defineProperty(ctx, "connections", { get: () => sockets.size });
    socket.on("data", (chunk) => {
      idle.busy();
      try {
        for (const message of framer.push(chunk)) handle(socket, ctx, message);
      } catch (error) {
        // what the frame held is never logged: only which rule it broke
        const why = error instanceof FrameError ? error.message : "the message could not be read";
        log.error(`[store] Closing connection ${ctx.connectionId} after a bad message: ${why}`);
        socket.destroy();
      }
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => sockets.delete(socket));
  });

  const ttl = setInterval(() => {
    let expired = 0;
    for (const collection of catalog.all()) expired += collection.expire();
    if (expired > 0 && file && !commitScheduled) {
      commitScheduled = true;
      setImmediate(commitThenAnswer);
    }
  }, ttlIntervalMs);
  ttl.unref();

  /** @type {Promise<unknown>} */
  const listening = new Promise((resolve, reject) => {
    server.once("error", reject);
    // the socket file is made 0600 as it is made (the umask), not after: no moment open to others
    const umask = process.umask(0o177);
    try {
      server.listen(socketPath, () => {
        chmodSync(socketPath, 0o600);
        resolve(server.address());
      });
    } finally {
      process.umask(umask);
    }
  });

  return {
    listening,
    close: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          clearInterval(ttl);
          idle.stop();
          cursors.close();
          server.close(() => resolve());
          for (const socket of sockets) socket.destroy();
          if (commitScheduled) commitThenAnswer();
        })
      ),
  };
}

/**
 * Makes this process the only server of `dir`; a pid file left by a process that is gone is taken over.
 * @param {string} dir
 */
function lockStoreDir(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, PID_FILE);
  let holder = 0;
  try {
    holder = Number(readFileSync(file, "utf8").trim());
  } catch {
    // no server ran here, or it stopped cleanly
  }
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(`The store ${dir} is served by process ${holder} already.`);
  }
  writeFileSync(file, String(process.pid), { mode: 0o600 });
  return () => rmSync(file, { force: true });
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

/** `node packages/store/server.mjs --dir DIR [--legacy-dir DATA_DIR --database NAME] [--ephemeral]` */
async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: "string" },
      "legacy-dir": { type: "string" },
      database: { type: "string", default: "test" },
      ephemeral: { type: "boolean", default: false },
    },
  });
  if (!values.dir) {
    console.error(
      "Usage: node packages/store/server.mjs --dir DIR [--legacy-dir DIR] [--database NAME] [--ephemeral]",
    );
    process.exit(2);
  }
  process.title = "store-server"; // how ps and /proc name it
  process.on("uncaughtException", (error) => {
    console.error(`[store] Stopping after an unexpected error: ${error.stack ?? error}`);
    process.exit(70);
  });
  let store;
  try {
    store = await startStoreServer({
      dir: values.dir,
      legacyDir: values["legacy-dir"],
      database: values.database,
      ephemeral: values.ephemeral,
    });
  } catch (error) {
    console.error(`[store] Could not start: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await store.close();
    process.exit(0);
  };
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, stop);
  // the parent holds our stdin: when it is gone, however it ended, so are we
  process.stdin.on("end", stop);
  process.stdin.on("error", stop);
  process.stdin.resume();
  const { documents, collections, ms } = store.loaded;
  process.stdout.write(
    `STORE_SOCKET=${JSON.stringify(store.socketPath)} (${documents} documents in ${collections} collections, loaded in ${ms} ms)\n`,
  );
  // Reading the file left garbage on the heap that V8 keeps for as long as the store is idle:
  // two full collections now (the second gives back the pages the first emptied: 40 MB at
  // 300,000 documents). start.mjs gives the store `--expose-gc`.
  if (documents > 0 && typeof globalThis.gc === "function")
    setImmediate(() => {
      globalThis.gc?.();
      globalThis.gc?.();
    });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await main();
