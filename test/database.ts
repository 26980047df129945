import { embeddedServer, flushDb, restartEmbeddedDatabase } from "@/lib/server/db";

/**
 * Simulates a database outage on this test file's embedded server: waits until its file is
 * synced, stops the server (on purpose, so the app does not heal by itself), and returns what
 * starts it again from the data directory.
 */
export async function stopDatabase(): Promise<() => Promise<void>> {
  await flushDb();
  const server = embeddedServer();
  if (!server) throw new Error("No embedded database running in this test file");
  await server.stop();
  return async () => void (await restartEmbeddedDatabase());
}
