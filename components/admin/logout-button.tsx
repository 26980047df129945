"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/components/forms/call-api";

/** Ends the session on the server (the cookie is cleared and every token revoked), then goes home. */
export function LogoutButton() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    const failure = "Error logging out. Please try again.";
    const result = await callApi("/api/admin/logout", { failure });
    if (!result.ok) return setPending(false);
    router.replace("/");
    // Drop what the client router holds from the admin session.
    router.refresh();
  }

  return (
    <button
      type="button"
      onClick={logout}
      disabled={pending}
      className="rounded-md border border-red-700 px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
    >
      Logout
    </button>
  );
}
