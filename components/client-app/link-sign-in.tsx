"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";

/**
 * The emailed link's page: one tap signs her in. The link works once, so it is used by this
 * button, never by opening the page (a mail scanner that opens links uses nothing up).
 */
export function LinkSignIn({ token }: { token: string }) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const router = useRouter();

  async function signIn() {
    setPending(true);
    const result = await callApi("/api/my/sign-in/verify", { body: { token } });
    if (result.ok) {
      router.replace("/my"); // the link's page leaves the history: it works once
      return;
    }
    setPending(false);
    setProblem(result.message ?? "No answer from the server. Please try again.");
  }

  return (
    <div className="rounded-lg bg-white p-5 shadow-sm">
      {problem ? (
        <div role="alert">
          <p className="text-red-800">{problem}</p>
          <Link href="/my" className="mt-3 inline-block font-medium text-brand-800 underline">
            Ask for a new sign-in link
          </Link>
        </div>
      ) : (
        <Button pending={pending} onClick={signIn} className="w-full">
          Sign in to my programme
        </Button>
      )}
    </div>
  );
}
