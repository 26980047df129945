import { BackupDownloadButton } from "./backup-download-button";
import { formatFileSize } from "../admin/display-format";

/** The nightly backup's state, as the Backup section shows it. */
export type NightlyBackup = {
  last: { at: string; size: number; encrypted: boolean; copied: boolean } | null;
  failure: { day: string; message: string } | null;
  /** BACKUP_PASSPHRASE is set; BACKUP_COPY_TO is set */
  encrypts: boolean;
  copies: boolean;
};

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    timeZone: "Asia/Kolkata",
    dateStyle: "medium",
    timeStyle: "short",
  });

/**
 * The owner's copy of everything the site stores, as one file (GET /api/admin/backup), and the
 * nightly backup's last run (lib/backup/data/scheduled-backup.ts).
 */
export function BackupDownload({ nightly }: { nightly?: NightlyBackup | "unavailable" }) {
  return (
    <section
      aria-labelledby="backup-heading"
      className="mt-10 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="backup-heading" className="text-lg font-semibold text-slate-900">
        Backup
      </h2>
      {nightly === "unavailable" ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          The nightly backup&apos;s state could not be read: the database is not answering.
        </p>
      ) : nightly ? (
        <NightlyState nightly={nightly} />
      ) : null}
      <p className="mt-1 text-sm text-slate-700">
        One file with everything the site stores: messages, appointments, plan requests, blogs and
        their images, offers and this admin account. Keep it somewhere safe; it can be loaded back
        with <code>npm run restore</code>.
        {nightly && nightly !== "unavailable" && nightly.encrypts
          ? " It is encrypted with the server's BACKUP_PASSPHRASE, like the nightly ones."
          : null}
      </p>
      <BackupDownloadButton />
    </section>
  );
}

function NightlyState({ nightly }: { nightly: NightlyBackup }) {
  const { last, failure } = nightly;
  return (
    <div className="mt-1 space-y-1 text-sm text-slate-700">
      {failure ? (
        <p role="alert" className="font-semibold text-red-700">
          The nightly backup of {failure.day} failed: {failure.message}
        </p>
      ) : null}
      <p>
        {last
          ? `Last nightly backup: ${when(last.at)}, ${formatFileSize(last.size)}, ${
              last.encrypted ? "encrypted" : "not encrypted"
            }, ${last.copied ? "copied to the second place" : "not copied elsewhere"}.`
          : "No nightly backup yet: the first is written after 2 am."}
      </p>
      {nightly.encrypts ? null : (
        <p className="text-amber-800">
          Backups are not encrypted: set BACKUP_PASSPHRASE on the server to encrypt them.
        </p>
      )}
      {nightly.copies ? null : (
        <p className="text-amber-800">
          Nightly backups stay on this server only: set BACKUP_COPY_TO to copy each to a second
          place.
        </p>
      )}
    </div>
  );
}
