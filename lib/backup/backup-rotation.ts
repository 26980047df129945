/**
 * Which backups a folder keeps (BACKUP_DIR, and a BACKUP_COPY_TO folder): the newest of each of
 * the `keepDaily` latest days, and besides those the newest of each of the `keepMonthly` latest
 * months they do not already cover. Only names the nightly backup writes count; anything
 * else in the folder is left alone.
 */
const NAME = /^dietician-backup-(\d{4}-\d{2})-(\d{2})T\d{2}-\d{2}-\d{2}\.json\.gz(\.enc)?$/;

export const isBackupName = (name: string) => NAME.test(name);

export function backupsToDelete(names: string[], keepDaily: number, keepMonthly: number): string[] {
  // The stamp is UTC and sorts as text; newest first.
  const backups = names.filter(isBackupName).sort().reverse();
  const kept = new Set<string>();
  const days = new Set<string>();
  for (const name of backups) {
    const [, month, day] = NAME.exec(name)!;
    if (days.size === keepDaily && !days.has(`${month}-${day}`)) break;
    if (!days.has(`${month}-${day}`)) kept.add(name);
    days.add(`${month}-${day}`);
  }
  const monthsKept = new Set([...kept].map((name) => NAME.exec(name)![1]));
  const months = new Set<string>();
  for (const name of backups) {
    const month = NAME.exec(name)![1]!;
    if (monthsKept.has(month) || months.has(month)) continue;
    if (months.size === keepMonthly) break;
    months.add(month);
    kept.add(name);
  }
  return backups.filter((name) => !kept.has(name));
}
