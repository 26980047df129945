/** How much of an upload has gone, while it goes (a slow phone connection takes a while). */
export function UploadProgress({ fraction, label }: { fraction: number | null; label: string }) {
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <div role="status" className="my-2 flex items-center gap-3 text-sm text-slate-800">
      <progress
        value={percent}
        max={100}
        aria-label={label}
        className="h-2 w-48 accent-brand-700"
      />
      <span>
        {label}: {percent}%
      </span>
    </div>
  );
}
