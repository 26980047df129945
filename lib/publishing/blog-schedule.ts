import "server-only";
import { randomBytes } from "node:crypto";
import { secretsEqual } from "@/lib/auth/shared-secret";

/**
 * Scheduled posts go live on their own. Which posts are live is decided when a page is rendered
 * (lib/publishing/data/blogs.ts), but the rendered pages are cached, and Next's cache can be expired only
 * from within a request (revalidateTag), not from a timer. So each server process runs this
 * loop: when a publish time has passed since its last look, it calls its own
 * POST /api/cron/publish-due with a secret of the process, which expires the blog pages the way
 * an admin's write does; the next visitor gets a fresh render. It looks again at the next publish
 * time (at most every minute, for posts scheduled through another instance).
 */
export const BLOG_SCHEDULE_HEADER = "x-blog-schedule-token";

type State = {
  token: string;
  lastLook: Date;
  timer: NodeJS.Timeout | null;
  running: boolean;
  again: boolean;
  look: (() => void) | null;
};
const globalState = globalThis as typeof globalThis & { __blogSchedule?: State };
// On globalThis: the instrumentation hook and the route handler are bundled apart.
const state: State = (globalState.__blogSchedule ??= {
  token: randomBytes(24).toString("base64url"),
  // From the start, not from the epoch: a post that went live while no process ran is on the
  // pages within a minute anyway (they are regenerated a minute after rendering, PAGE_LIFE), and
  // expiring every blog page at each start made the next visitor wait on the database.
  lastLook: new Date(),
  timer: null,
  running: false,
  again: false,
  look: null,
});

/** Whether a request carries this process's secret. */
export function isBlogScheduleToken(given: string | null): boolean {
  return given !== null && secretsEqual(given, state.token);
}

/** A post was written on this instance: look again now (its publish time may be the next one). */
export function blogScheduleChanged(): void {
  state.look?.();
}

/** What the loop asks about the posts (lib/publishing/data/blogs.ts; passed in so that blogs.ts, which
 * calls `blogScheduleChanged`, and this module do not import each other). */
export type PublishTimes = {
  wentLiveBetween: (after: Date, upTo: Date) => Promise<boolean>;
  nextPublishAt: (now: Date) => Promise<Date | null>;
};

/** Starts the loop in a server process; `origin` is where this process itself answers. */
export function startBlogSchedule(
  origin: string,
  { nextPublishAt, wentLiveBetween }: PublishTimes,
  { maxWaitMs = 60_000 } = {},
): void {
  const startedAt = Date.now();
  async function look() {
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    if (state.timer) clearTimeout(state.timer);
    let waitMs = maxWaitMs;
    try {
      const now = new Date();
      if (await wentLiveBetween(state.lastLook, now)) await expireThroughServer(origin);
      state.lastLook = now;
      const next = await nextPublishAt(now);
      if (next) waitMs = Math.min(maxWaitMs, Math.max(next.getTime() - Date.now() + 250, 250));
    } catch (error) {
      // at start the server may not be listening yet: try again soon, and say so only after that
      const starting = Date.now() - startedAt < 60_000;
      if (starting) waitMs = 5_000;
      else
        console.error(
          "[blog] scheduled publishing:",
          error instanceof Error ? error.message : error,
        );
    }
    state.running = false;
    state.timer = setTimeout(() => void look(), state.again ? 0 : waitMs);
    state.timer.unref();
    state.again = false;
  }
  state.look = () => void look();
  state.timer = setTimeout(() => void look(), 5_000);
  state.timer.unref();
}

async function expireThroughServer(origin: string): Promise<void> {
  const response = await fetch(`${origin}/api/cron/publish-due`, {
    method: "POST",
    headers: { [BLOG_SCHEDULE_HEADER]: state.token },
  });
  if (!response.ok) throw new Error(`POST /api/cron/publish-due answered ${response.status}`);
}
