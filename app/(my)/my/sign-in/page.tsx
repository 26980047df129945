import Link from "next/link";
import type { Metadata } from "next";
import { LinkSignIn } from "@/components/client-app/link-sign-in";
import { site } from "@/lib/site";

export const metadata: Metadata = { title: "Sign in", description: `Sign in to ${site.brand}.` };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * Where the emailed sign-in link leads, `/my/sign-in?token=…`: rendered per request with nothing
 * stored (the (my) layout), the token only in this answer, used by her tap (LinkSignIn).
 */
export default async function LinkSignInPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Sign in to your programme</h1>
      {typeof token === "string" && token ? (
        <LinkSignIn token={token} />
      ) : (
        <p role="alert" className="text-red-800">
          This sign-in link is not complete. Please open it from the email again, or{" "}
          <Link href="/my" className="font-medium text-brand-800 underline">
            ask for a new one
          </Link>
          .
        </p>
      )}
    </div>
  );
}
