"use client";

/** The router's error screen (spec §2): 'Unexpected Application Error!' with the message. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-start justify-center gap-4 px-6 py-24">
      <h1 className="text-3xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="text-lg text-slate-700">{error.message || "Something went wrong."}</p>
      {error.digest ? <p className="text-sm text-slate-600">Reference: {error.digest}</p> : null}
      <button
        type="button"
        onClick={reset}
        className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
      >
        Try again
      </button>
    </main>
  );
}
