import "server-only";
import { registerStartUp } from "@/lib/server/start-up-tasks";
import { migrateStoredRecords } from "@/lib/upkeep/data/migrations";
import { requeueInterruptedMail } from "@/lib/mail/data/outbox";
import { ensureSeeded } from "@/lib/upkeep/data/seed";

/**
 * The features' work on a new database connection, in the order the connection runs it
 * (recover, migrate, seed: `START_UP_PHASES`). Imported by every entry point that connects:
 * instrumentation.ts (the server), lib/pages/public-data.ts (the build's reads) and test/setup.ts.
 * A feature with start-up work adds its line here.
 */
registerStartUp("recover", "outbox: requeue interrupted mail", async ({ ownsEmbeddedData }) => {
  if (ownsEmbeddedData) await requeueInterruptedMail();
});
registerStartUp("migrate", "stored records", migrateStoredRecords);
registerStartUp("seed", "admin and demo content", () => ensureSeeded());
