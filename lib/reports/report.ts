import { renewalDueOn } from "@/lib/programmes/dates";
import { countByMonth, istMonth, type FinancialYear } from "./periods";

/**
 * The practice's numbers for a financial year (GET /api/admin/reports, /admin-reports), summed
 * from the year's rows. Free of the database, so each rule is tested on its own.
 */

export type ReceiptMonth = { month: string; total: number; count: number };
export type ConversionMonth = { month: string; requests: number; paid: number };
export type AppointmentMonth = {
  month: string;
  completed: number;
  noShow: number;
  cancelled: number;
};

export type PracticeReport = {
  /** receipts issued in the year: rupees and how many, by the month of issue (IST) */
  receipts: { total: number; count: number; byMonth: ReceiptMonth[] };
  /** plan requests made in the year, and how many of them are paid; rate = paid / requests */
  conversion: { requests: number; paid: number; rate: number | null; byMonth: ConversionMonth[] };
  /** appointments of the year by their date, completed / no-show / cancelled */
  appointments: {
    completed: number;
    noShow: number;
    cancelled: number;
    byMonth: AppointmentMonth[];
  };
  /** programmes running today, those of them whose renewal is due, and renewals begun in the year */
  programmes: { active: number; renewalsDue: number; renewed: number };
};

export function receiptFigures(
  fy: FinancialYear,
  receipts: readonly { issuedAt: Date; amount: number }[],
): PracticeReport["receipts"] {
  const byMonth = countByMonth(
    fy,
    receipts,
    (r) => istMonth(r.issuedAt),
    (r) => ({ total: r.amount, count: 1 }),
    ["total", "count"],
  );
  return {
    total: byMonth.reduce((sum, m) => sum + m.total, 0),
    count: byMonth.reduce((sum, m) => sum + m.count, 0),
    byMonth,
  };
}

export function conversionFigures(
  fy: FinancialYear,
  requests: readonly { createdAt: Date; paid: boolean }[],
): PracticeReport["conversion"] {
  const byMonth = countByMonth(
    fy,
    requests,
    (r) => istMonth(r.createdAt),
    (r) => ({ requests: 1, paid: r.paid ? 1 : 0 }),
    ["requests", "paid"],
  );
  const total = byMonth.reduce((sum, m) => sum + m.requests, 0);
  const paid = byMonth.reduce((sum, m) => sum + m.paid, 0);
  return {
    requests: total,
    paid,
    rate: total === 0 ? null : Math.round((paid / total) * 1000) / 1000,
    byMonth,
  };
}

const OUTCOMES = { completed: "completed", "no-show": "noShow", cancelled: "cancelled" } as const;

export function appointmentFigures(
  fy: FinancialYear,
  appointments: readonly { date: string; status: string }[],
): PracticeReport["appointments"] {
  const byMonth = countByMonth(
    fy,
    appointments,
    (a) => istMonth(a.date),
    (a): Partial<Record<(typeof OUTCOMES)[keyof typeof OUTCOMES], number>> => {
      const key = OUTCOMES[a.status as keyof typeof OUTCOMES];
      return key ? { [key]: 1 } : {};
    },
    ["completed", "noShow", "cancelled"],
  );
  const sum = (key: "completed" | "noShow" | "cancelled") =>
    byMonth.reduce((total, m) => total + m[key], 0);
  return {
    completed: sum("completed"),
    noShow: sum("noShow"),
    cancelled: sum("cancelled"),
    byMonth,
  };
}

type ProgrammeDates = {
  startDate: string;
  endDate: string;
  periods: readonly { startDate: string }[];
};

/**
 * Active: today (IST) lies between the programme's first and last day. Renewal due: active, and
 * `renewalDays` or fewer days before its last day (when the reminder goes). Renewed: periods after
 * a programme's first that start in the year.
 */
export function programmeFigures(
  fy: FinancialYear,
  programmes: readonly ProgrammeDates[],
  today: string,
  renewalDays: number,
): PracticeReport["programmes"] {
  const active = programmes.filter((p) => p.startDate <= today && today <= p.endDate);
  return {
    active: active.length,
    renewalsDue: active.filter((p) => renewalDueOn(p.endDate, renewalDays) <= today).length,
    renewed: programmes
      .flatMap((p) => p.periods.slice(1))
      .filter((period) => fy.firstDay <= period.startDate && period.startDate <= fy.lastDay).length,
  };
}
