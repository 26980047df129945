/** The owner's copy of everything the site stores, as one file (GET /api/admin/backup). */
export function BackupDownload() {
  return (
    <section
      aria-labelledby="backup-heading"
      className="mt-10 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="backup-heading" className="text-lg font-semibold text-slate-900">
        Backup
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        One file with everything the site stores: messages, appointments, plan requests, blogs and
        their images, offers and this admin account. Keep it somewhere safe; it can be loaded back
        with <code>npm run restore</code>.
      </p>
      <a
        href="/api/admin/backup"
        download
        className="mt-3 inline-block rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        Download a backup
      </a>
    </section>
  );
}
