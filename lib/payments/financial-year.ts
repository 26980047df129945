/**
 * India's financial year runs from 1 April to 31 March; receipts are numbered within it
 * ("2026-27/0001"). Dates are taken in India's time zone (UTC+5:30, no daylight saving).
 */
const IST_OFFSET_MS = 330 * 60_000;

/** "2026-27" for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59 IST. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "2026-27/0001": the year and the receipt's place in it, four digits at least. */
export const receiptNumber = (financialYear: string, sequence: number): string =>
  `${financialYear}/${String(sequence).padStart(4, "0")}`;
