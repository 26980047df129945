import "server-only";
import { isSameOrigin } from "@/lib/auth/same-origin";
import {
  crossSiteRefused,
  requireAdmin,
  type AdminSession,
  type GateOptions,
} from "@/lib/auth/session";
import { apiRoute } from "../server/api/route-handler";

/**
 * An admin-only route handler: the session is resolved and checked once, before the handler
 * runs (401 without a valid token; 403 for a cookie-only write from another site, a cookie-only
 * read another site's page caused, or any read not from our pages with `sameOriginReads`), and
 * handed to it with the route context. The handler passes it on to the data modules' functions, which
 * refuse without it.
 *
 * A download (an answer with `Content-Disposition: attachment`: exports, CSVs, reports) asked
 * for with the cookie must come from our own pages, as with `sameOriginReads`: not even a link
 * opened from outside the browser (Sec-Fetch-Site "none", e.g. in an email) may save a client's
 * records to the owner's disk. Checked on the answer, so no export can forget it.
 */
export function withAdmin<C = unknown>(
  handler: (request: Request, context: C & { session: AdminSession }) => Promise<Response>,
  options: GateOptions = {},
) {
  return apiRoute<C>(async (request, context) => {
    const session = await requireAdmin(request, options);
    const response = await handler(request, { ...context, session });
    if (session.via === "cookie" && isDownload(response) && !isSameOrigin(request)) {
      await response.body?.cancel();
      throw crossSiteRefused();
    }
    return response;
  });
}

const isDownload = (response: Response) =>
  /^\s*attachment/i.test(response.headers.get("content-disposition") ?? "");
