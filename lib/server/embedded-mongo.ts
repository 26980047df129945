import "server-only";
import { EMBEDDED_DATABASE } from "./data-dir.mjs";
import { startAppStore, takeEarlyStore } from "./store-process.mjs";

/**
 * The MongoDB-compatible server the app starts itself when MONGODB_URI is not set: the store of
 * packages/store (our own wire-protocol server, persisting every change to a SQLite file in
 * DATA_DIR/store; its README.md), run as a child process (lib/server/store-process.mjs): the one
 * `npm start` started beside Next's boot when there is one, else a new one.
 *
 * MONGOD_BINARY (a real mongod) is used through mongodb-memory-server-core when given: it keeps
 * its data in memory only (a check against MongoDB itself, not a store).
 */
export type EmbeddedServer = {
  uri: string;
  kind: "store" | "mongod";
  /** the database process itself (tests kill it to check that the app heals) */
  pid: number | undefined;
  /** stops it on purpose: `onExit` is not called */
  stop: () => Promise<void>;
};

/**
 * `onExit` is called when the server ends without being stopped (a crash, a kill).
 * `readOnly`: load the data but never write it (a build's copy).
 */
export type EmbeddedOptions = { dataDir: string; onExit?: () => void; readOnly?: boolean };

/** Starts it (the store on a socket of its own; mongod on a free loopback port). */
export async function startEmbeddedServer(
  mongodBinary: string | undefined,
  { dataDir, onExit, readOnly = false }: EmbeddedOptions,
): Promise<EmbeddedServer> {
  if (mongodBinary) return startMongod(mongodBinary);
  const store = await ((!readOnly && takeEarlyStore(dataDir, () => onExit?.())) ||
    // the root from the working directory at run time: the server bundle must not inline the path
    startAppStore({ root: process.cwd(), dataDir, readOnly, onExit: () => onExit?.() }));
  return {
    // a Unix domain socket only this user can open (packages/store/socket-path.mjs): no TCP port
    uri: store.uri(EMBEDDED_DATABASE),
    kind: "store",
    pid: store.pid,
    stop: () => store.stop(),
  };
}

async function startMongod(systemBinary: string): Promise<EmbeddedServer> {
  const { MongoMemoryServer } = await import("mongodb-memory-server-core");
  const server = await MongoMemoryServer.create({
    binary: { systemBinary },
    instance: { ip: "127.0.0.1", dbName: EMBEDDED_DATABASE },
  });
  const stopOnExit = () => void server.stop();
  process.once("exit", stopOnExit);
  return {
    uri: server.getUri(EMBEDDED_DATABASE),
    kind: "mongod",
    pid: server.instanceInfo?.instance.mongodProcess?.pid,
    stop: async () => {
      process.off("exit", stopOnExit);
      await server.stop();
    },
  };
}
