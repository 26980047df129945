import "server-only";
import { consume, submissionLimit } from "@/lib/data/rate-limits";
import { readJson } from "./body";
import { clientIp } from "./client-ip";

/** A public form post: counted against the per-IP limit first, then read as a JSON object. */
export async function readSubmission(request: Request): Promise<Record<string, unknown>> {
  await consume(submissionLimit(), clientIp(request));
  return readJson(request);
}
