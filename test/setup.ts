import { afterAll } from "vitest";

// Each test file gets its own embedded database (the app starts one when MONGODB_URI is unset),
// stopped when the file ends so no server outlives its worker.
delete process.env.MONGODB_URI;
process.env.SEED_DEMO_CONTENT ??= "false";

afterAll(async () => {
  const { disconnectDb } = await import("@/lib/data/db");
  await disconnectDb();
});
