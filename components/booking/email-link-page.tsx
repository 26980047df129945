import { connection } from "next/server";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/layout/page-header";

/**
 * The frame of a page an email's signed link opens (cancel, reschedule, pay, request deletion).
 * Such a page reads a secret from its URL, so it lives in app/(links), whose layout renders it
 * whole per request with nothing cached; the page itself also exports `instant = false` and
 * awaits `secretLinkRequest()` first, so not even its own segment is prerendered.
 */
export function EmailLinkPage({
  title,
  intro,
  label = "Your appointment",
  children,
}: {
  title: string;
  intro: ReactNode;
  /** the name of the part the link's record fills */
  label?: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="flex-1 bg-brand-50/60">
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <PageHeader title={title}>
          <p>{intro}</p>
        </PageHeader>
        <section
          aria-label={label}
          className="mt-8 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200"
        >
          {children}
        </section>
      </div>
    </main>
  );
}

/** Marks the render as per request (see EmailLinkPage), outside any <Suspense>. */
export async function secretLinkRequest(): Promise<void> {
  await connection();
}

/** The `token` of a link's query, or "" when it is missing or repeated. */
export async function linkToken(
  searchParams: Promise<{ token?: string | string[] }>,
): Promise<string> {
  const { token } = await searchParams;
  return typeof token === "string" ? token : "";
}

/** What the page says when its link cannot be used (expired, used, broken), and where to go. */
export function LinkProblem({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <p role="alert" className="text-red-800">
        {message}
      </p>
      {children}
    </div>
  );
}
