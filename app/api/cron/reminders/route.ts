import { ApiError, unauthorized } from "@/lib/server/api/api-errors";
import { apiRoute, json } from "@/lib/server/api/route-handler";
import { hasBearerSecret } from "@/lib/auth/shared-secret";
import { runScheduledWork } from "@/lib/upkeep/scheduled-work";
import { serverEnv } from "@/lib/server/env";

/**
 * For a platform scheduler: `Authorization: Bearer <CRON_SECRET>` runs one pass of the
 * background work (lib/upkeep/scheduled-work.ts). Safe to call while other passes run.
 */
export const POST = apiRoute(async (request) => {
  const secret = serverEnv.cronSecret;
  if (!secret) throw new ApiError(503, "CRON_SECRET is not configured");
  if (!hasBearerSecret(request, secret)) throw unauthorized();
  return json({ success: true, ...(await runScheduledWork()) });
});
