import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { startStoreServer, type StoreServer } from "../server.mjs";
import { storeUri } from "../socket-path.mjs";

/** What the store's own tests share: a store in this process on a folder of its own, and a client. */
export const newStoreDir = () => mkdtempSync(path.join(tmpdir(), "store-test-"));

export type TestStore = {
  dir: string;
  server: StoreServer;
  client: mongoose.mongo.MongoClient;
  db: mongoose.mongo.Db;
  close(): Promise<void>;
};

export async function openTestStore(
  dir = newStoreDir(),
  options: Partial<Parameters<typeof startStoreServer>[0]> = {},
): Promise<TestStore> {
  const server = await startStoreServer({ dir, database: "app", ...options });
  const client = await new mongoose.mongo.MongoClient(storeUri(server.socketPath, "app"), {
    serverSelectionTimeoutMS: 5000,
  }).connect();
  return {
    dir,
    server,
    client,
    db: client.db(),
    async close() {
      await client.close();
      await server.close();
    },
  };
}

/** The files under `dir` whose bytes hold `text`. */
export function filesHolding(dir: string, text: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file).toString("latin1").includes(text));
}
