import { signLinkToken, verifyLinkToken } from "@/lib/auth/link-token";

/**
 * The client app's session token: signed like our links (lib/auth/link-token.ts) with its own
 * purpose, so it never passes as an admin token (which needs `ver`) nor as any link, and no
 * admin token passes as it. `sv` is the client record's sessions version when it was made: the
 * owner's "end her sessions", an erasure or a merge changes it, and the token is refused.
 */
export const CLIENT_COOKIE = "my_session";
export const CLIENT_SESSION_SECONDS = 30 * 24 * 60 * 60;
const PURPOSE = "client-session";

export type ClientClaims = { clientId: string; version: number };

export async function signClientToken(
  claims: ClientClaims,
  secret: string,
  now = Date.now(),
): Promise<string> {
  return signLinkToken(
    PURPOSE,
    claims.clientId,
    new Date(now + CLIENT_SESSION_SECONDS * 1000),
    secret,
    { sv: claims.version },
  );
}

/** The claims of a valid client token, or null for anything else. */
export async function verifyClientToken(
  token: string | undefined,
  secret: string | undefined,
): Promise<ClientClaims | null> {
  if (!token || !secret || secret.length < 32) return null;
  const verified = await verifyLinkToken(token, PURPOSE, secret);
  if (!verified.ok || typeof verified.claims.sv !== "number") return null;
  return { clientId: verified.subject, version: verified.claims.sv };
}
