import { timingSafeEqual } from "node:crypto";
import { unauthorized } from "@/lib/api/errors";
import { apiRoute, json } from "@/lib/api/route";
import { BLOG_SCHEDULE_HEADER, isBlogScheduleToken } from "@/lib/data/blog-schedule";
import { expireBlogPages } from "@/lib/data/blogs";
import { serverEnv } from "@/lib/env";

const matches = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Expires the cached blog pages so that posts whose publish time has come show at once. Called by
 * the process itself (lib/data/blog-schedule.ts, with its secret), or by a platform scheduler with
 * `Authorization: Bearer <CRON_SECRET>`. It changes nothing stored, so calling it often is harmless.
 */
export const POST = apiRoute(async (request) => {
  const bearer = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  const byCron = Boolean(serverEnv.cronSecret) && matches(bearer, serverEnv.cronSecret!);
  if (!byCron && !isBlogScheduleToken(request.headers.get(BLOG_SCHEDULE_HEADER)))
    throw unauthorized();
  expireBlogPages();
  return json({ success: true });
});
