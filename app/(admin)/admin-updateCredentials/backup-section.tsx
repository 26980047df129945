import { connection } from "next/server";
import { BackupDownload, type NightlyBackup } from "@/components/backup/backup-download";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { backupStatus } from "@/lib/backup/data/scheduled-backup";

/** The Backup section with the nightly backup's state (lib/backup/data/scheduled-backup.ts). */
export async function BackupSection() {
  const session = await requireAdminPage();
  await connection();
  let nightly: NightlyBackup | "unavailable";
  try {
    const { last, failure, encrypts, copyTo } = await backupStatus(session);
    nightly = {
      last: last && {
        at: last.startedAt.toISOString(),
        size: last.size ?? 0,
        encrypted: last.encrypted,
        copied: Boolean(last.copiedTo),
      },
      failure: failure && {
        day: failure._id,
        message: failure.error ?? `not copied to the second place: ${failure.copyError}`,
      },
      encrypts,
      copies: Boolean(copyTo),
    };
  } catch (error) {
    console.error("[backup] could not read the nightly backup's state:", error);
    nightly = "unavailable";
  }
  return <BackupDownload nightly={nightly} />;
}
