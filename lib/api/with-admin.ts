import "server-only";
import { requireAdmin, type AdminSession, type GateOptions } from "@/lib/auth/session";
import { apiRoute } from "./route";

/**
 * An admin-only route handler: the session is resolved and checked once, before the handler
 * runs (401 without a valid token, 403 for a cookie-only write from another site, or read too
 * with `sameOriginReads`), and handed to it with the route context. The handler passes it on to
 * the lib/data functions, which refuse without it.
 */
export function withAdmin<C = unknown>(
  handler: (request: Request, context: C & { session: AdminSession }) => Promise<Response>,
  options: GateOptions = {},
) {
  return apiRoute<C>(async (request, context) => {
    const session = await requireAdmin(request, options);
    return handler(request, { ...context, session });
  });
}
