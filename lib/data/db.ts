import "server-only";
import mongoose from "mongoose";
import { isBuilding } from "@/lib/build-phase";
import { startEmbeddedServer, type EmbeddedServer } from "./embedded-mongo";
import { serverEnv } from "@/lib/env";
import "@/models";
import { ensureSeeded } from "./seed";

/**
 * One cached Mongoose connection per process, kept on globalThis so hot reloads and route
 * invocations share it. A failed connect clears the promise, so the next call tries again;
 * once connected, the driver reconnects by itself after an outage.
 */
type DbCache = {
  conn: typeof mongoose | null;
  promise: Promise<typeof mongoose> | null;
  embedded: Promise<EmbeddedServer> | null;
};

const globalCache = globalThis as typeof globalThis & { __db?: DbCache };
const cache: DbCache = (globalCache.__db ??= { conn: null, promise: null, embedded: null });

/** How long an operation waits for a reachable server before failing (answered as 503). */
export const SERVER_SELECTION_TIMEOUT_MS = 3000;

mongoose.set("strictQuery", true);
mongoose.set("sanitizeFilter", true);

/**
 * `duringBuild`: connect even while `next build` prerenders. Only a cached read whose result a
 * prerendered page carries asks for it (lib/public-data.ts). Without MONGODB_URI, the build then
 * starts its own embedded database, seeded like the one the app will start.
 */
export async function connectDb({ duringBuild = false }: { duringBuild?: boolean } = {}): Promise<
  typeof mongoose
> {
  // `next build` prerenders routes to learn which are static. Other data access must not run
  // then: a promise that never settles is what Next reads as "dynamic, render per request".
  if (!duringBuild && isBuilding()) return new Promise<never>(() => {});
  if (cache.conn && mongoose.connection.readyState === 1) return cache.conn;
  cache.promise ??= openConnection().catch((error: unknown) => {
    cache.promise = null;
    throw error;
  });
  cache.conn = await cache.promise;
  return cache.conn;
}

async function openConnection(): Promise<typeof mongoose> {
  const uri = serverEnv.mongodbUri ?? (await embeddedServer()).uri;
  const conn = await mongoose.connect(uri, {
    autoCreate: false, // the embedded server lacks the `create` command; collections appear on first write
    bufferCommands: false,
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    maxPoolSize: 20,
  });
  await Promise.all(Object.values(conn.models).map((model) => model.init()));
  await ensureSeeded();
  return conn;
}

function embeddedServer(): Promise<EmbeddedServer> {
  cache.embedded ??= startEmbeddedServer(serverEnv.mongodBinary).then(
    (server) => {
      console.info(
        `[db] No MONGODB_URI set: started an embedded ${server.kind} database at ${server.uri}. ` +
          "Data lives in memory and is lost when the app stops.",
      );
      return server;
    },
    (error: unknown) => {
      cache.embedded = null;
      throw error;
    },
  );
  return cache.embedded;
}

/** The embedded server of this process, if one was started; tests stop and replace it. */
export const embeddedServerHandle = {
  get: (): Promise<EmbeddedServer> | null => cache.embedded,
  set: (server: Promise<EmbeddedServer>) => void (cache.embedded = server),
};

/** Closes the connection and stops the embedded server, if any (tests, shutdown). */
export async function disconnectDb(): Promise<void> {
  await mongoose.disconnect();
  cache.conn = null;
  cache.promise = null;
  const embedded = cache.embedded;
  cache.embedded = null;
  if (embedded) await (await embedded).stop();
}

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
