import { financialYearOf } from "@/lib/payments/financial-year";

/**
 * The periods the practice's numbers are counted in: India's financial year (1 April to 31
 * March) and its twelve months, April first, all in India's time (UTC+5:30, no daylight saving).
 */

const IST_OFFSET_MS = 330 * 60_000;

export type FinancialYear = {
  /** "2026-27" */
  label: string;
  /** the first calendar day, "2026-04-01", and the last, "2027-03-31" (India's calendar) */
  firstDay: string;
  lastDay: string;
  /** 1 April 00:00 IST, and the next 1 April 00:00 IST (excluded) */
  start: Date;
  end: Date;
};

export type ReportMonth = {
  /** "2026-04" */
  month: string;
  /** "Apr 2026" */
  label: string;
};

const FY_PATTERN = /^(\d{4})-(\d{2})$/;

const istMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** The financial year "2026-27" as days and instants, or null when the text is not one. */
export function parseFinancialYear(text: string): FinancialYear | null {
  const match = FY_PATTERN.exec(text);
  if (!match) return null;
  const first = Number(match[1]);
  if (first < 2000 || first > 2998) return null;
  if (Number(match[2]) !== (first + 1) % 100) return null;
  const firstDay = `${first}-04-01`;
  const nextFirstDay = `${first + 1}-04-01`;
  return {
    label: text,
    firstDay,
    lastDay: `${first + 1}-03-31`,
    start: istMidnight(firstDay),
    end: istMidnight(nextFirstDay),
  };
}

/** The financial year an instant falls in (India's time). */
export const financialYearAt = (at: Date): FinancialYear =>
  parseFinancialYear(financialYearOf(at))!;

/** The year `count` years before `fy` ("2026-27", 1 → "2025-26"). */
export function earlierFinancialYear(fy: FinancialYear, count: number): FinancialYear {
  const first = Number(fy.label.slice(0, 4)) - count;
  return parseFinancialYear(`${first}-${String((first + 1) % 100).padStart(2, "0")}`)!;
}

const monthName = new Intl.DateTimeFormat("en-IN", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** The twelve months of a financial year, April to March. */
export function monthsOf(fy: FinancialYear): ReportMonth[] {
  const first = Number(fy.label.slice(0, 4));
  return Array.from({ length: 12 }, (_, i) => {
    const year = i < 9 ? first : first + 1;
    const month = ((i + 3) % 12) + 1;
    return {
      month: `${year}-${String(month).padStart(2, "0")}`,
      label: monthName.format(new Date(Date.UTC(year, month - 1, 1))),
    };
  });
}

/** India's calendar day of an instant, "2027-03-31". */
export const istDay = (at: Date): string =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The month ("2027-03") of an instant in India, or of a calendar day "2027-03-31". */
export const istMonth = (at: Date | string): string =>
  (typeof at === "string" ? at : istDay(at)).slice(0, 7);

/** "31/03/2027": an instant's day in India, as Indian accounts write dates. */
export function istDayMonthYear(at: Date): string {
  const [year, month, day] = istDay(at).split("-");
  return `${day}/${month}/${year}`;
}

/** A count per month of the year, April to March, from items and the month each falls in. */
export function countByMonth<T, K extends string>(
  fy: FinancialYear,
  items: readonly T[],
  monthOf: (item: T) => string,
  keysOf: (item: T) => Partial<Record<K, number>>,
  keys: readonly K[],
): ({ month: string } & Record<K, number>)[] {
  const zero = () => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  const rows = new Map(monthsOf(fy).map(({ month }) => [month, { month, ...zero() }]));
  for (const item of items) {
    const row = rows.get(monthOf(item));
    if (!row) continue;
    const add = keysOf(item);
    for (const key of keys) (row as Record<K, number>)[key] += add[key] ?? 0;
  }
  return [...rows.values()];
}

export const FY_MESSAGE =
  'fy must be an Indian financial year like "2026-27" (April 2026 to March 2027)';

/** A `?fy=` parameter: the current year when absent or empty, null when it is not a year. */
export function financialYearParam(value: string | null | undefined, now: Date) {
  return value ? parseFinancialYear(value) : financialYearAt(now);
}

const shortMonth = new Intl.DateTimeFormat("en-IN", { month: "short", timeZone: "UTC" });

/** "2026-04" → "Apr" (a chart's axis; the table beside it says "Apr 2026"). */
export const monthShortLabel = (month: string): string =>
  shortMonth.format(new Date(`${month}-01T00:00:00Z`));

/** "2026-04" → "Apr 2026". */
export const monthLabel = (month: string): string =>
  monthName.format(new Date(`${month}-01T00:00:00Z`));
