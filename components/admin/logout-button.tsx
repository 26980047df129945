"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";

/** Ends the session on the server (the cookie is cleared and every token revoked), then goes home. */
export function LogoutButton() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      const response = await fetch("/api/admin/logout", { method: "POST" });
      if (!response.ok) throw new Error(String(response.status));
      router.replace("/");
      // Drop what the client router holds from the admin session.
      router.refresh();
    } catch {
      toast.error("Error logging out. Please try again.");
      setPending(false);
    }
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
