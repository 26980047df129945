import "server-only";
import mongoose from "mongoose";
import { isBuilding } from "@/lib/build-phase";
import { serverEnv } from "@/lib/env";
import "@/models";
import {
  loadSnapshot,
  lockDataDir,
  startSnapshots,
  watchWrites,
  type Snapshots,
} from "./durable-store.mjs";
import { startEmbeddedServer, type EmbeddedServer } from "./embedded-mongo";
import { migrateStoredRecords } from "./migrations";
import { ensureSeeded } from "./seed";

/**
 * One cached Mongoose connection per process, kept on globalThis so hot reloads and route
 * invocations share it. A failed connect clears the promise, so the next call tries again;
 * once connected, the driver reconnects by itself after an outage of MONGODB_URI.
 *
 * Without MONGODB_URI the app runs its own database (embedded-mongo.ts) on the data directory
 * (durable-store.mjs): loaded from it at start, saved to it as it changes, and started again
 * from it by `heal` when the database process dies.
 */
type Embedded = {
  server: EmbeddedServer;
  /** null in a build, which only reads */
  unlock: (() => Promise<void>) | null;
  snapshots: Snapshots | null;
};
export type DbState = "starting" | "up" | "restarting" | "stopped";
type DbCache = {
  conn: typeof mongoose | null;
  promise: Promise<typeof mongoose> | null;
  embedded: Embedded | null;
  state: DbState;
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
});

/** How long an operation waits for a reachable server before failing (answered as 503). */
export const SERVER_SELECTION_TIMEOUT_MS = 3000;
const RESTART_RETRY_MS = 2000;

mongoose.set("strictQuery", true);
mongoose.set("sanitizeFilter", true);

/** Why a request fails while the embedded database restarts (answered 503, lib/api/database-errors.ts). */
class DatabaseRestartingError extends Error {
  name = "DatabaseRestartingError";
  constructor() {
    super("The embedded database is restarting");
  }
}

/**
 * `duringBuild`: connect even while `next build` prerenders. Only a cached read whose result a
 * prerendered page carries asks for it (lib/public-data.ts). Without MONGODB_URI, the build then
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
  cache.promise ??= openConnection().catch((error: unknown) => {
    cache.promise = null;
    throw error;
  });
  cache.conn = await cache.promise;
  return cache.conn;
}

/**
 * How the app connects. With MONGODB_URI an acknowledged write is on a majority of the replica
 * set, in its journal: a booking survives a failover. The embedded server is watched for the
 * writes to save (durable-store.mjs).
 */
export function connectionOptions(mode: "mongodb" | "embedded"): mongoose.ConnectOptions {
  const common = {
    autoCreate: false, // the embedded server lacks the `create` command; collections appear on first write
    bufferCommands: false,
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    maxPoolSize: 20,
  };
  return mode === "mongodb"
    ? { ...common, writeConcern: { w: "majority", journal: true } }
    : { ...common, monitorCommands: true };
}

async function openConnection(): Promise<typeof mongoose> {
  cache.state = "starting";
  let conn: typeof mongoose;
  if (serverEnv.mongodbUri) {
    conn = await mongoose.connect(serverEnv.mongodbUri, connectionOptions("mongodb"));
  } else {
    const embedded = (cache.embedded = await openEmbedded());
    conn = await connectEmbedded(embedded).catch(async (error: unknown) => {
      cache.embedded = null;
      await embedded.server.stop();
      await embedded.unlock?.();
      throw error;
    });
    startSavingChanges(conn);
  }
  await createIndexes(conn);
  await migrateStoredRecords();
  await ensureSeeded();
  cache.state = "up";
  return conn;
}

/** The schemas' indexes (unique ones decide bookings and sign-ups), on a server that may be new. */
async function createIndexes(conn: typeof mongoose): Promise<void> {
  await Promise.all(Object.values(conn.models).map((model) => model.createIndexes()));
}

/** Connects a new client to the embedded server, watched for the writes to save. */
async function connectEmbedded(embedded: Embedded): Promise<typeof mongoose> {
  const conn = await mongoose.connect(embedded.server.uri, connectionOptions("embedded"));
  watchWrites(conn.connection.getClient(), (name) => cache.embedded?.snapshots?.markDirty(name));
  return conn;
}

function startSavingChanges(conn: typeof mongoose): void {
  const { embedded } = cache;
  const { db } = conn.connection;
  if (embedded?.unlock && db) embedded.snapshots = startSnapshots({ dir: serverEnv.dataDir, db });
}

/** Starts the embedded database and loads the data directory into it. */
async function openEmbedded({ restart = false } = {}): Promise<Embedded> {
  const dir = serverEnv.dataDir;
  const readOnly = isBuilding(); // a build reads the data for prerendered pages, never writes
  const unlock = readOnly ? null : await lockDataDir(dir);
  let server: EmbeddedServer | undefined;
  try {
    const { collections, savedAt } = await loadSnapshot(dir);
    server = await startEmbeddedServer(serverEnv.mongodBinary, { onExit: heal });
    const documents = await loadInto(server.uri, collections);
    if (!readOnly && !restart) {
      const names = Object.keys(collections).length;
      console.info(
        `[db] No MONGODB_URI: the embedded ${server.kind} database keeps its data in ${dir} ` +
          (savedAt
            ? `(${documents} documents in ${names} collections, saved ${savedAt}). `
            : "(new and empty). ") +
          "Back it up with `npm run backup`.",
      );
    }
    return { server, unlock, snapshots: null };
  } catch (error) {
    await server?.stop();
    await unlock?.();
    throw error;
  }
}

/**
 * Puts the saved documents into the fresh server through a client of its own, so that loading
 * is not taken for changes to save. Mail a stopped process was sending is due again: with one
 * process per data directory, nobody else is sending it.
 */
async function loadInto(uri: string, collections: Record<string, mongoose.mongo.Document[]>) {
  const client = await new mongoose.mongo.MongoClient(uri).connect();
  try {
    let documents = 0;
    for (const [name, docs] of Object.entries(collections)) {
      for (let i = 0; i < docs.length; i += 500) {
        await client
          .db()
          .collection(name)
          .insertMany(docs.slice(i, i + 500), { ordered: true });
      }
      documents += docs.length;
    }
    await client
      .db()
      .collection("outbox")
      .updateMany({ status: "sending" }, { $set: { status: "pending" } });
    return documents;
  } finally {
    await client.close();
  }
}

/**
 * The embedded database process ended without being stopped: requests answer 503 (within the
 * server-selection timeout) while it is started again from the data directory, until it serves.
 * Changes not yet saved when it died are lost (at most about a second of them).
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
    const lost = (await crashed?.snapshots?.stop()) ?? 0;
    if (lost > 0) console.error(`[db] Unsaved changes to ${lost} collections were lost.`);
    await crashed?.server.stop();
    for (;;) {
      await mongoose.disconnect().catch(() => {});
      try {
        cache.embedded = await openEmbedded({ restart: true });
        const conn = await connectEmbedded(cache.embedded);
        await createIndexes(conn);
        startSavingChanges(conn);
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
export function databaseStatus() {
  const saved = cache.embedded?.snapshots?.state;
  if (serverEnv.mongodbUri) return { state: cache.state, mode: "mongodb" as const };
  return {
    state: cache.state,
    mode: "embedded" as const,
    lastSavedAt: saved?.lastSavedAt?.toISOString() ?? null,
    ...(saved?.lastError ? { saveError: saved.lastError } : {}),
  };
}

/** Waits until every change made so far is saved in the data directory (embedded mode). */
export async function flushDb(): Promise<void> {
  await cache.embedded?.snapshots?.flush();
}

/**
 * Saves `collections` now and deletes every older copy the data directory keeps of them
 * (durable-store.mjs: a purge), so that records just erased are on no file there once this
 * resolves. Nothing to do with MONGODB_URI.
 */
export async function purgeSavedCopies(collections: string[]): Promise<void> {
  await cache.embedded?.snapshots?.purge(collections);
}

/**
 * Closes the connection and stops the embedded server, saving what changed first (tests, a
 * graceful stop). Later calls of connectDb open it again.
 */
export async function disconnectDb(): Promise<void> {
  const embedded = cache.embedded;
  cache.state = "stopped";
  try {
    await embedded?.snapshots?.flush();
  } finally {
    await embedded?.snapshots?.stop();
    await mongoose.disconnect();
    cache.conn = null;
    cache.promise = null;
    cache.embedded = null;
    await embedded?.server.stop();
    await embedded?.unlock?.();
    cache.state = "starting";
  }
}
globalCache.__shutdownDatabase = disconnectDb;

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
