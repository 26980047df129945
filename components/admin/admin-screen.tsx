import { Suspense, type ReactNode } from "react";

/** An admin screen: its heading at once, then its data as it streams in. */
export function AdminScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{title}</h1>
      <Suspense fallback={<p role="status">Loading...</p>}>{children}</Suspense>
    </>
  );
}
