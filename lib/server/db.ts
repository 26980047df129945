import "server-only";
import mongoose from "mongoose";
import { backgroundSettled } from "@/lib/server/background";
import { isBuilding } from "@/lib/server/build-phase";
import { serverEnv } from "@/lib/server/env";
import "@/models";
import { lockDataDir, removeUpgradeLeftovers } from "./data-dir.mjs";
import { startEmbeddedServer, type EmbeddedServer } from "./embedded-mongo";
import { hasStartUpTasks, runStartUp } from "./start-up-tasks";

/**
 * One cached Mongoose connection per process, kept on globalThis so hot reloads and route
 * invocations share it. A failed connect clears the promise, so a call after CONNECT_RETRY_MS
 * tries again; once connected, the driver reconnects by itself after an outage of MONGODB_URI.
 *
 * Without MONGODB_URI the app runs its own database, the store (packages/store, started by
 * embedded-mongo.ts), on the data directory (data-dir.mjs). The store writes every change to its
 * SQLite file before it acknowledges it, so an acknowledged write survives a crash or a kill of
 * either process, and is fsynced within 200 ms (packages/store/storage/sqlite-file.mjs). When the store's
 * process dies, `heal` starts it again from that file.
 *
 * It knows no feature: migrations, seeding and other work on a new connection are registered by
 * the features (start-up-tasks.ts, filled by lib/upkeep/start-up.ts, which the entry points import).
 */
type Embedded = {
  server: EmbeddedServer;
  /** null in a build, which only reads */
  unlock: (() => Promise<void>) | null;
};
export type DbState = "starting" | "up" | "restarting" | "stopped";
type DbCache = {
  conn: typeof mongoose | null;
  promise: Promise<typeof mongoose> | null;
  embedded: Embedded | null;
  state: DbState;
  /** the last failed start, answered again to every caller until CONNECT_RETRY_MS have passed */
  failure: { error: unknown; at: number } | null;
  /** closed for good (shutdownDatabase): the process is ending */
  closed?: boolean;
};

const globalCache = globalThis as typeof globalThis & {
  __db?: DbCache;
  /** called by the server of `npm start` (scripts/server.mjs) once it has stopped serving */
  __shutdownDatabase?: () => Promise<void>;
};
const cache: DbCache = (globalCache.__db ??= {
  conn: null,
  promise: null,
  embedded: null,
  state: "starting",
  failure: null,
});

/** How long an operation waits for a reachable server before failing (answered as 503). */
export const SERVER_SELECTION_TIMEOUT_MS = 3000;
const RESTART_RETRY_MS = 2000;
/**
 * After a failed start, how long callers get its error instead of starting again: every request
 * and background pass calls connectDb, and a store that cannot start (its data directory held by
 * another app, a full disk) would otherwise be started again by each of them, without a pause.
 */
export const CONNECT_RETRY_MS = 2000;

mongoose.set("strictQuery", true);
mongoose.set("sanitizeFilter", true);

/** Why a request fails while the embedded database restarts (answered 503, lib/server/api/database-errors.ts). */
class DatabaseRestartingError extends Error {
  name = "DatabaseRestartingError";
  constructor() {
    super("The embedded database is restarting");
  }
}

/** Why a call fails once the process stopped its database (shutdownDatabase). */
class DatabaseClosedError extends Error {
  name = "DatabaseClosedError";
  constructor() {
    super("The database was closed: the process is stopping");
  }
}

/**
 * `duringBuild`: connect even while `next build` prerenders. Only a cached read whose result a
 * prerendered page carries asks for it (lib/pages/public-data.ts). Without MONGODB_URI, the build then
 * loads the data directory into a database of its own, which it never saves.
 */
export async function connectDb({ duringBuild = false }: { duringBuild?: boolean } = {}): Promise<
  typeof mongoose
> {
  // `next build` prerenders routes to learn which are static. Other data access must not run
  // then: a promise that never settles is what Next reads as "dynamic, render per request".
  if (!duringBuild && isBuilding()) return new Promise<never>(() => {});
  if (cache.conn && cache.state === "up" && mongoose.connection.readyState === 1) return cache.conn;
  // Nothing reads or writes the embedded database while it is being filled again: answer 503 now.
  if (cache.state === "restarting") throw new DatabaseRestartingError();
  if (cache.closed) throw new DatabaseClosedError();
  if (cache.failure && Date.now() - cache.failure.at < CONNECT_RETRY_MS) throw cache.failure.error;
  cache.promise ??= openConnection().then(
    (conn) => {
      cache.failure = null;
      return conn;
    },
    (error: unknown) => {
      cache.promise = null;
      cache.failure = { error, at: Date.now() };
      throw error;
    },
  );
  cache.conn = await cache.promise;
  return cache.conn;
}

/**
 * How the app connects. With MONGODB_URI an acknowledged write is on a majority of the replica
 * set, in its journal: a booking survives a failover. The embedded store has one copy: it
 * acknowledges a write once it is in its file.
 */
export function connectionOptions(mode: "mongodb" | "embedded"): mongoose.ConnectOptions {
  const common = {
    autoCreate: false, // collections appear on their first write, in MongoDB as in the store
    // createIndexes below builds every model's indexes (all registered by @/models) before the
    // connection is used; Mongoose's own builds, one command per index, would race it
    autoIndex: false,
    bufferCommands: false,
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    maxPoolSize: 20,
  };
  return mode === "mongodb"
    ? { ...common, writeConcern: { w: "majority", journal: true } }
    : common;
}

async function openConnection(): Promise<typeof mongoose> {
  cache.state = "starting";
  let conn: typeof mongoose;
  if (serverEnv.mongodbUri) {
    conn = await mongoose.connect(serverEnv.mongodbUri, connectionOptions("mongodb"));
  } else {
    const embedded = (cache.embedded = await openEmbedded());
    conn = await connectEmbedded().catch(async (error: unknown) => {
      cache.embedded = null;
      await embedded.server.stop();
      await embedded.unlock?.();
      throw error;
    });
  }
  await createIndexes(conn);
  if (!hasStartUpTasks()) {
    console.warn(
      "[db] No start-up work registered: import @/lib/upkeep/start-up at the entry point.",
    );
  }
  await runStartUp({ ownsEmbeddedData: Boolean(cache.embedded?.unlock), restart: false });
  cache.state = "up";
  return conn;
}

/**
 * The schemas' indexes (unique ones decide bookings and sign-ups), on a server that may be new:
 * one `createIndexes` command per collection, which builds the missing ones in one pass over its
 * documents, in MongoDB as in the store (Mongoose's `Model.createIndexes` sends one command per
 * index: after a restore of 300,000 records that was nine passes and 14 s of the first start).
 */
async function createIndexes(conn: typeof mongoose): Promise<void> {
  await Promise.all(
    Object.values(conn.models).map((model) => {
      const indexes = model.schema
        .indexes()
        .map(([key, options]) => ({ ...options, key }) as mongoose.mongo.IndexDescription);
      return indexes.length > 0 ? model.collection.createIndexes(indexes) : undefined;
    }),
  );
}

/** Connects a new client to the embedded server. */
async function connectEmbedded(): Promise<typeof mongoose> {
  const embedded = cache.embedded;
  if (!embedded) throw new Error("The embedded database is not running");
  return mongoose.connect(embedded.server.uri, connectionOptions("embedded"));
}

/** Starts the embedded database on the data directory (the store reads its file itself). */
async function openEmbedded({ restart = false } = {}): Promise<Embedded> {
  const dir = serverEnv.dataDir;
  const readOnly = isBuilding(); // a build reads the data for prerendered pages, never writes
  const unlock = readOnly ? null : await lockDataDir(dir);
  try {
    const server = await startEmbeddedServer(serverEnv.mongodBinary, {
      dataDir: dir,
      onExit: heal,
      readOnly,
    });
    if (!readOnly && !restart) {
      console.info(
        `[db] No MONGODB_URI: the embedded database (${server.kind === "store" ? "the store" : "mongod"}) ` +
          `keeps its data in ${dir}. ` +
          "Back it up with `npm run backup`.",
      );
    }
    return { server, unlock };
  } catch (error) {
    await unlock?.();
    throw error;
  }
}

/**
 * The embedded database process ended without being stopped: requests answer 503 (within the
 * server-selection timeout) while it is started again from its file, until it serves. Nothing it
 * acknowledged is lost: it answers a write only once the write is in its file.
 */
function heal(): void {
  if (cache.state === "stopped" || cache.state === "restarting") return;
  console.error(
    "[db] The embedded database stopped unexpectedly: starting it again from its data.",
  );
  void restartEmbeddedDatabase().catch(() => {});
}

/**
 * Starts the embedded database again from the data directory and connects a new client to it
 * (healing; tests after an outage). Until its data and indexes are back, connectDb answers
 * "restarting" and nothing reads or writes it. The old client is closed first: its monitor was
 * seen never to find a server started again on the same port (AGENTS.md, engine quirks).
 */
export function restartEmbeddedDatabase(): Promise<typeof mongoose> {
  cache.state = "restarting";
  const crashed = cache.embedded;
  cache.promise = (async () => {
    await crashed?.server.stop();
    await crashed?.unlock?.();
    for (;;) {
      await mongoose.disconnect().catch(() => {});
      try {
        cache.embedded = await openEmbedded({ restart: true });
        const conn = await connectEmbedded();
        await createIndexes(conn);
        await runStartUp({ ownsEmbeddedData: Boolean(cache.embedded.unlock), restart: true });
        cache.state = "up";
        console.info("[db] The embedded database is back.");
        return conn;
      } catch (error) {
        if (cache.state === "stopped") throw error;
        console.error("[db] Could not start the embedded database again:", errorText(error));
        await cache.embedded?.server.stop().catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, RESTART_RETRY_MS));
      }
    }
  })();
  return cache.promise;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What /api/health reports about the store, beside whether it answers. */
export async function databaseStatus() {
  if (serverEnv.mongodbUri) return { state: cache.state, mode: "mongodb" as const };
  const status = await storeCommand({ storeStatus: 1 }).catch(() => null);
  return {
    state: cache.state,
    mode: "embedded" as const,
    lastSavedAt: status?.lastCommitAt instanceof Date ? status.lastCommitAt.toISOString() : null,
    ...(typeof status?.lastError === "string" ? { saveError: status.lastError } : {}),
  };
}

/** A command of the store's own (packages/store/commands.mjs); null without the store. */
async function storeCommand(command: Record<string, unknown>) {
  if (cache.embedded?.server.kind !== "store" || cache.state !== "up") return null;
  return mongoose.connection.db?.admin().command(command) ?? null;
}

/** Waits until every change acknowledged so far is on disk, fsynced (embedded mode). */
export async function flushDb(): Promise<void> {
  await storeCommand({ fsync: 1 });
}

/**
 * After an erasure: makes sure no file of the data directory keeps a copy of deleted records (the
 * store's file is checkpointed with its deleted pages zeroed, and the older version's files the
 * upgrade set aside are deleted), so that records just erased are on no file there once this
 * resolves. Nothing to do with MONGODB_URI.
 */
export async function purgeSavedCopies(): Promise<void> {
  if (serverEnv.mongodbUri || !cache.embedded?.unlock) return;
  await connectDb();
  await storeCommand({ storePurge: 1 });
  const removed = await removeUpgradeLeftovers(serverEnv.dataDir);
  if (removed.length > 0) {
    console.info(
      `[db] Deleted the older version's files kept by the upgrade (${removed.join(", ")}): ` +
        "they held records just erased.",
    );
  }
}

/**
 * Closes the connection and stops the embedded server, which commits what is left and closes its
 * file (tests that restart it). Later calls of connectDb open it again; after `final` (a stop),
 * they fail instead: nothing opens the data directory again while the process ends.
 */
export async function disconnectDb({ final = false }: { final?: boolean } = {}): Promise<void> {
  const embedded = cache.embedded;
  cache.state = "stopped";
  if (final) cache.closed = true;
  try {
    await mongoose.disconnect();
  } finally {
    cache.conn = null;
    cache.promise = null;
    cache.embedded = null;
    await embedded?.server.stop();
    await embedded?.unlock?.();
    cache.state = "starting";
  }
}

/** How long a stop waits for background work (a mail pass, alerts) before closing the database. */
const STOP_BACKGROUND_MS = 5000;

/**
 * The last use of the database in this process (the server's stop, the end of a test file): the
 * background work under way ends first (a mail pass marks what it sent), then the database
 * closes for good.
 */
export async function shutdownDatabase(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    backgroundSettled(),
    new Promise((resolve) => (timer = setTimeout(resolve, STOP_BACKGROUND_MS))),
  ]);
  clearTimeout(timer);
  await disconnectDb({ final: true });
}
globalCache.__shutdownDatabase = shutdownDatabase;

/** The running embedded server, for tests that stop or kill it. */
export const embeddedServer = () => cache.embedded?.server ?? null;

/** True when the database answers a ping within the server-selection timeout. */
export async function pingDb(): Promise<boolean> {
  try {
    const conn = await connectDb();
    await conn.connection.db?.admin().ping();
    return true;
  } catch {
    return false;
  }
}
