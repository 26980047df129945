import Link from "next/link";

/** From a submission to the page of its person: their history, progress and programmes. */
export function ClientPageLink({ clientId, hint }: { clientId: string | null; hint?: string }) {
  if (!clientId) return null;
  return (
    <p className="text-slate-800">
      <Link
        href={`/admin-clients/${clientId}`}
        prefetch={false}
        className="font-medium text-brand-800 underline"
      >
        Open the client&apos;s page
      </Link>
      {hint ? ` ${hint}` : ""}
    </p>
  );
}
