/**
 * The retention period (RETENTION_MONTHS, lib/server/env.ts) as dates: what is older than the cutoff
 * is deleted by the retention pass (lib/privacy/data/retention-pass.ts), and a deletion link stays valid as
 * long as the records it is about may exist.
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  // the same day of the month, or the month's last day (31 March minus one month: 28/29 February)
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Records made before this moment are past the retention period. */
export const retentionCutoff = (now: Date, months: number) => addMonths(now, -months);
