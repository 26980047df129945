import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { getAdminSession } from "@/lib/auth/session";

/**
 * The server-side half of the guard. The middleware only checks the signature and expiry;
 * this also refuses tokens revoked by logout or a credentials change, so a request that gets
 * past the middleware still renders nothing.
 */
export async function AdminGate({ children }: { children: ReactNode }) {
  const session = await getAdminSession();
  if (!session) redirect("/");
  return children;
}
