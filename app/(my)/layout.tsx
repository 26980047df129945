import type { Metadata } from "next";
import { connection } from "next/server";
import { MyHeader } from "@/components/client-app/my-header";
import { RegisterMySw } from "@/components/client-app/register-my-sw";
import { loadClientSession } from "@/lib/client-app/client-page";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  robots: { index: false, follow: false, nocache: true },
  manifest: "/my.webmanifest",
  appleWebApp: { capable: true, title: site.brand },
};

/**
 * The client's app (/my): her own data, so nothing of it is prerendered, stored or regenerated
 * (the layout awaits the request first, as the signed links' pages do), no third-party script
 * runs (lib/pages/private-pages.ts) and every page is sent `private, no-store`.
 */
export const instant = false;

export default async function MyLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const session = await loadClientSession();
  return (
    <div className="flex flex-1 flex-col bg-brand-50/40">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <MyHeader brand={site.brand} signedIn={session !== null} />
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 pt-6 pb-12">
        {children}
      </main>
      {session ? <RegisterMySw /> : null}
    </div>
  );
}
