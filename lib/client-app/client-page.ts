import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getClientSession, type ClientSession } from "./client-gate";

/** The client session of the page being rendered, resolved once per request (layout and page). */
export const loadClientSession = cache(getClientSession);

/** A page of the client's app that needs her signed in: signed out (or ended), back to /my's sign-in. */
export const requireClientPage = cache(async (): Promise<ClientSession> => {
  const session = await loadClientSession();
  if (!session) redirect("/my");
  return session;
});
