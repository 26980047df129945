"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";

/** Signs her out on this device, then shows the sign-in. */
export function SignOutButton() {
  const [pending, setPending] = useState(false);
  const router = useRouter();
  async function signOut() {
    setPending(true);
    const result = await callApi("/api/my/sign-out", {
      failure: "Could not sign out. Please try again.",
    });
    setPending(false);
    if (!result.ok) return;
    router.push("/my");
    router.refresh();
  }
  return (
    <Button variant="secondary" pending={pending} onClick={signOut} className="min-h-11">
      Sign out
    </Button>
  );
}
