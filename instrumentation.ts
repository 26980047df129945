import { isBuilding } from "./lib/server/build-phase";

/**
 * Runs once when a server process starts: validates configuration (fails fast with the
 * variable's name, and warns about what visitors would pay for) and opens the database, which seeds the first admin and, on the embedded
 * database, the demo content, so the login is printed at start rather than on first visit.
 * It also starts the periodic pass that sends appointment reminders and retries failed mail, and
 * the loop that shows scheduled blog posts when their time comes (lib/publishing/blog-schedule.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (isBuilding()) return;
  await import("./lib/site");
  const { configurationWarnings } = await import("./lib/configuration-warnings");
  for (const warning of configurationWarnings()) console.warn(`[config] ${warning}`);
  await import("./lib/upkeep/start-up"); // migrations and seeding, run by the first connect
  const { connectDb } = await import("./lib/server/db");
  const { startScheduledWork } = await import("./lib/upkeep/scheduled-work");
  startScheduledWork();
  const { startBlogSchedule } = await import("./lib/publishing/blog-schedule");
  const { nextPublishAt, wentLiveBetween } = await import("./lib/publishing/data/blogs");
  startBlogSchedule(`http://127.0.0.1:${process.env.PORT || 3000}`, {
    nextPublishAt,
    wentLiveBetween,
  });
  try {
    await connectDb();
  } catch (error) {
    // Not fatal: the site serves static pages and answers 503 for data until the database returns.
    console.error(
      "[db] Could not connect at start-up:",
      error instanceof Error ? error.message : error,
    );
  }
}
