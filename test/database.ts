import { startEmbeddedServer } from "@/lib/data/embedded-mongo";
import { embeddedServerHandle } from "@/lib/data/db";

/**
 * Simulates a database outage on this test file's embedded server: stops it, and later
 * starts a fresh one on the same port so the driver reconnects by itself. (The in-memory
 * data does not survive; tests of recovery write new data after the restart.)
 */
export async function stopDatabase(): Promise<() => Promise<void>> {
  const handle = embeddedServerHandle.get();
  if (!handle) throw new Error("No embedded database running in this test file");
  const server = await handle;
  const port = Number(new URL(server.uri).port);
  await server.stop();
  return async () => {
    const restarted = startEmbeddedServer(undefined, port);
    embeddedServerHandle.set(restarted); // so disconnectDb() stops it at the end of the file
    await restarted;
  };
}
