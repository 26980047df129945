import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

// Each test file gets its own embedded database (the app starts one when MONGODB_URI is unset) on
// a data directory of its own, both gone when the file ends, so no server outlives its worker.
delete process.env.MONGODB_URI;
delete process.env.JWT_SECRET;
process.env.SEED_DEMO_CONTENT ??= "false";
// bcrypt at cost 4 instead of 12 (lib/server/env.ts: only under Vitest): the seeded admin of every
// file and every test login hash or compare for real, in milliseconds instead of a quarter of a
// second of CPU each. lib/auth/passwords.test.ts checks that a server uses 12.
process.env.TEST_BCRYPT_COST ??= "4";
const dataDir = mkdtempSync(path.join(tmpdir(), "vitest-data-"));
process.env.DATA_DIR = dataDir;
// the features' start-up work (migrations, seeding), as instrumentation.ts registers it, loaded at
// the first connect: a test file sets its environment (vi.hoisted) after this file ran
const { registerStartUpLater } = await import("@/lib/server/start-up-tasks");
registerStartUpLater(() => import("@/lib/upkeep/start-up"));

// The file's background work (mail passes, alerts) ends first, and nothing it starts later opens
// the directory again while it is removed.
afterAll(async () => {
  const { shutdownDatabase } = await import("@/lib/server/db");
  await shutdownDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});
