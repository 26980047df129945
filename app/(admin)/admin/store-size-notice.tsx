import { storeSize } from "@/lib/backup/data/store-size";

/**
 * On the desk, only when the built-in database nears the size it was measured to stay fast at:
 * how much it holds, and the one command that moves the practice to MongoDB (README).
 */
export async function StoreSizeNotice() {
  const size = await storeSize().catch(() => null);
  if (!size?.nearLimit || !size.measuredFast) return null;
  const n = new Intl.NumberFormat("en-IN");
  return (
    <section
      aria-labelledby="store-size-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-800"
    >
      <h2 id="store-size-heading" className="font-semibold text-slate-900">
        Time to move your records to MongoDB
      </h2>
      <p className="mt-1">
        The built-in database holds {n.format(size.records)} records; it was measured to stay fast
        up to {n.format(size.measuredFast)}. Whoever runs the server moves everything with one
        command, <code className="rounded bg-white px-1">npm run move-to-mongodb</code>, as the
        README explains.
      </p>
    </section>
  );
}
