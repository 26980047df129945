import { unauthorized } from "@/lib/server/api/api-errors";
import { apiRoute, json } from "@/lib/server/api/route-handler";
import { hasBearerSecret } from "@/lib/auth/shared-secret";
import { BLOG_SCHEDULE_HEADER, isBlogScheduleToken } from "@/lib/publishing/blog-schedule";
import { expireBlogPages } from "@/lib/publishing/data/blogs";
import { serverEnv } from "@/lib/server/env";

/**
 * Expires the cached blog pages so that posts whose publish time has come show at once. Called by
 * the process itself (lib/publishing/blog-schedule.ts, with its secret), or by a platform scheduler with
 * `Authorization: Bearer <CRON_SECRET>`. It changes nothing stored, so calling it often is harmless.
 */
export const POST = apiRoute(async (request) => {
  const byCron = hasBearerSecret(request, serverEnv.cronSecret);
  if (!byCron && !isBlogScheduleToken(request.headers.get(BLOG_SCHEDULE_HEADER)))
    throw unauthorized();
  expireBlogPages();
  return json({ success: true });
});
