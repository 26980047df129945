import "server-only";
import { cookies } from "next/headers";
import { readCookie, cookie } from "@/lib/auth/cookie";
import { isOwnRead, isSameOrigin, isStateChanging } from "@/lib/auth/same-origin";
import { forbidden, unauthorized } from "@/lib/server/api/api-errors";
import { apiRoute } from "@/lib/server/api/route-handler";
import { clientSessionForToken, type ClientSession } from "./data/client-session";
import { CLIENT_COOKIE, CLIENT_SESSION_SECONDS } from "./client-token";

export type { ClientSession };

/**
 * The client app's gate. Its cookie is its own (`my_session`, httpOnly): an admin token is never
 * read here and this cookie never on an admin route. As with the admin's, a write with the
 * cookie must come from our own pages and a read must not be caused by another site's page.
 */
export async function clientSessionOf(request: Request): Promise<ClientSession | null> {
  const session = await clientSessionForToken(readCookie(request, CLIENT_COOKIE));
  if (!session) return null;
  const ours = isStateChanging(request) ? isSameOrigin(request) : isOwnRead(request);
  if (!ours) throw forbidden("Cross-site request refused");
  return session;
}

/** A route handler of the client's app: 401 "Please sign in" without a valid client session. */
export function withClient<C = unknown>(
  handler: (request: Request, context: C & { session: ClientSession }) => Promise<Response>,
) {
  return apiRoute<C>(async (request, context) => {
    const session = await clientSessionOf(request);
    if (!session) throw unauthorized("Please sign in");
    return handler(request, { ...context, session });
  });
}

/** Server components of /my: the client session of the request being rendered, or null. */
export async function getClientSession(): Promise<ClientSession | null> {
  const cookieStore = await cookies();
  return clientSessionForToken(cookieStore.get(CLIENT_COOKIE)?.value);
}

export const clientSessionCookie = (token: string): [string, string] => [
  "Set-Cookie",
  cookie(CLIENT_COOKIE, token, CLIENT_SESSION_SECONDS, true),
];

export const clearedClientSessionCookie = (): [string, string] => [
  "Set-Cookie",
  cookie(CLIENT_COOKIE, "", 0, true),
];
