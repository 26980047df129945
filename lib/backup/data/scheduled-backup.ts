import "server-only";
import { spawn } from "node:child_process";
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { trusted } from "mongoose";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { IST_OFFSET_MINUTES } from "@/lib/booking/clinic-hours";
import { istDate } from "@/lib/booking/slots";
import { serverEnv } from "@/lib/server/env";
import { notifyOnce } from "@/lib/mail/notify";
import { ownerEmail, practice } from "@/lib/mail/practice";
import { backupFailed } from "@/lib/mail/mail-texts";
import { BackupRun, type BackupRunDoc } from "@/models/BackupRun";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { backupFile, backupStamp } from "./backup";
import { encryptBackup } from "../backup-crypt.mjs";
import { backupsToDelete } from "../backup-rotation";
import { connectDb } from "../../server/db";

/** Hour (IST) from which the day's backup is due: the first background pass after it writes it. */
const BACKUP_HOUR_IST = 2;

export type BackupSettings = ReturnType<typeof defaultSettings>;
const defaultSettings = () => serverEnv.backup;

/**
 * The nightly backup, called by every process's background pass (lib/upkeep/scheduled-work.ts):
 * once a day after 02:00 IST, the instance that stores the day's BackupRun first writes the whole
 * database to BACKUP_DIR (encrypted with BACKUP_PASSPHRASE when set), deletes the backups past
 * BACKUP_KEEP_DAILY / BACKUP_KEEP_MONTHLY and copies the new one to BACKUP_COPY_TO. A failure is
 * recorded for the admin and emailed to the owner once until a backup succeeds again. Returns
 * the day's record when this call made it, null when nothing was due.
 */
export async function runScheduledBackup(
  now: Date = new Date(),
  settings: BackupSettings = defaultSettings(),
): Promise<BackupRunDoc | null> {
  const istHour = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000).getUTCHours();
  if (istHour < BACKUP_HOUR_IST) return null;
  const day = istDate(now);
  await connectDb();
  if (await BackupRun.exists({ _id: day })) return null;
  try {
    await BackupRun.create({ _id: day, startedAt: now });
  } catch (error) {
    if (isDuplicateKey(error)) return null; // another instance claimed the day
    throw error;
  }
  const result: Partial<BackupRunDoc> = { finishedAt: now };
  try {
    Object.assign(result, await writeBackup(now, settings));
  } catch (error) {
    result.error = messageOf(error);
  }
  if (result.file && settings.copyTo) {
    try {
      result.copiedTo = await copyBackup(path.join(settings.dir, result.file), settings);
    } catch (error) {
      result.copyError = messageOf(error);
    }
  }
  const run = await BackupRun.findByIdAndUpdate(
    day,
    { $set: result },
    { returnDocument: "after" },
  ).lean();
  if (result.error || result.copyError) await tellOwner(day, result);
  return run;
}

async function writeBackup(now: Date, settings: BackupSettings) {
  const plain = await backupFile(now);
  const encrypted = Boolean(settings.passphrase);
  const bytes = settings.passphrase ? encryptBackup(plain, settings.passphrase) : plain;
  const file = `dietician-backup-${backupStamp(now)}.json.gz${encrypted ? ".enc" : ""}`;
  await mkdir(settings.dir, { recursive: true, mode: 0o700 });
  const temporary = path.join(settings.dir, `.${file}.partial`);
  await writeFile(temporary, bytes, { mode: 0o600, flush: true });
  await rename(temporary, path.join(settings.dir, file));
  await rotate(settings.dir, settings);
  return { file, size: bytes.length, encrypted };
}

async function rotate(dir: string, { keepDaily, keepMonthly }: BackupSettings): Promise<void> {
  for (const name of backupsToDelete(await readdir(dir), keepDaily, keepMonthly))
    await rm(path.join(dir, name), { force: true });
}

/**
 * The second copy: into a mounted folder, which must exist (an unmounted share fails here rather
 * than filling the mount point), rotated like BACKUP_DIR; or `rclone copyto` to a remote.
 */
async function copyBackup(file: string, settings: BackupSettings): Promise<string> {
  const target = settings.copyTo!;
  const name = path.basename(file);
  if (target.startsWith("rclone:")) {
    const destination = `${target.slice("rclone:".length).replace(/\/+$/, "")}/${name}`;
    await run("rclone", ["copyto", file, destination]);
    return destination;
  }
  if (!(await stat(target).catch(() => null))?.isDirectory()) {
    throw new Error(`${target} is not a folder (is the disk mounted?)`);
  }
  const temporary = path.join(target, `.${name}.partial`);
  await copyFile(file, temporary);
  await rename(temporary, path.join(target, name));
  await rotate(target, settings);
  return path.join(target, name);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-500)));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new Error(`${command} is not installed`) : error),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/** One email per run of failures: keyed by the last day that succeeded. */
async function tellOwner(day: string, result: Partial<BackupRunDoc>): Promise<void> {
  const lastGood = await BackupRun.findOne({
    _id: trusted({ $lt: day }),
    error: null,
    copyError: null,
    finishedAt: trusted({ $ne: null }),
  })
    .sort({ _id: -1 })
    .select({ _id: 1 })
    .lean();
  await notifyOnce(`backup-failed:${lastGood?._id ?? "never"}`, undefined, {
    kind: "backup-failed",
    mail: backupFailed(
      ownerEmail(),
      { day, error: result.error ?? null, copyError: result.copyError ?? null },
      practice,
    ),
  });
  console.error(`[backup] ${day}: ${result.error ?? `copy failed: ${result.copyError}`}`);
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

export type BackupStatus = {
  last: BackupRunDoc | null;
  /** the latest run that failed, when it is newer than the latest that worked */
  failure: BackupRunDoc | null;
  encrypts: boolean;
  copyTo: string | null;
};

/** Admin only. The latest nightly backup and any failure since, for the Backup section. */
export async function backupStatus(session: AdminSession): Promise<BackupStatus> {
  assertAdmin(session);
  await connectDb();
  const recent = await BackupRun.find({}).sort({ _id: -1 }).limit(30).lean();
  const last = recent.find((r) => r.file) ?? null;
  const failed = recent.find((r) => r.error || r.copyError) ?? null;
  const settings = defaultSettings();
  return {
    last,
    failure: failed && (!last || failed._id >= last._id) ? failed : null,
    encrypts: Boolean(settings.passphrase),
    copyTo: settings.copyTo ?? null,
  };
}
