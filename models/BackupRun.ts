import { model, models, Schema, type Model } from "mongoose";

export type BackupRunDoc = {
  _id: string;
  startedAt: Date;
  finishedAt: Date | null;
  file: string | null;
  size: number | null;
  encrypted: boolean;
  copiedTo: string | null;
  copyError: string | null;
  error: string | null;
};

/**
 * One nightly backup (lib/backup/data/scheduled-backup.ts), keyed by its day in India ("2026-11-27").
 * Inserting the day's document is the claim: of several app instances exactly one backs up.
 */
const backupRunSchema = new Schema(
  {
    _id: { type: String, required: true },
    startedAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
    /** the file's name in BACKUP_DIR, its size in bytes, and whether BACKUP_PASSPHRASE sealed it */
    file: { type: String, default: null },
    size: { type: Number, default: null },
    encrypted: { type: Boolean, default: false },
    /** where the second copy went (BACKUP_COPY_TO), or why it did not */
    copiedTo: { type: String, default: null },
    copyError: { type: String, default: null },
    /** why no backup was written */
    error: { type: String, default: null },
  },
  { collection: "backupRuns" },
);

export const BackupRun: Model<BackupRunDoc> =
  models.BackupRun || (model("BackupRun", backupRunSchema) as unknown as Model<BackupRunDoc>);
