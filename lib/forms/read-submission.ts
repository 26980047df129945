import "server-only";
import { consume, submissionLimit } from "@/lib/server/api/rate-limits";
import { readJson } from "../server/api/body";
import { clientIp } from "../server/api/client-ip";

/** A public form post: counted against the per-IP limit first, then read as a JSON object. */
export async function readSubmission(request: Request): Promise<Record<string, unknown>> {
  await consume(submissionLimit(), clientIp(request));
  return readJson(request);
}
