import { describe, expect, it } from "vitest";
import { parseFinancialYear } from "./periods";
import { appointmentFigures, conversionFigures, programmeFigures, receiptFigures } from "./report";

const fy26 = parseFinancialYear("2026-27")!;
const fy27 = parseFinancialYear("2027-28")!;
const monthOf = (byMonth: { month: string }[], month: string) =>
  byMonth.find((m) => m.month === month);

describe("receiptFigures", () => {
  const lastMinute = { issuedAt: new Date("2027-03-31T18:29:00Z"), amount: 2999 }; // 23:59 IST
  const firstMinute = { issuedAt: new Date("2027-03-31T18:31:00Z"), amount: 4999 }; // 00:01 IST

  it("puts 31 March 23:59 IST in March of one year and 1 April 00:01 IST in April of the next", () => {
    const before = receiptFigures(fy26, [lastMinute, firstMinute]);
    expect(before).toMatchObject({ total: 2999, count: 1 });
    expect(monthOf(before.byMonth, "2027-03")).toEqual({ month: "2027-03", total: 2999, count: 1 });

    const after = receiptFigures(fy27, [lastMinute, firstMinute]);
    expect(after).toMatchObject({ total: 4999, count: 1 });
    expect(after.byMonth[0]).toEqual({ month: "2027-04", total: 4999, count: 1 });
  });

  it("has all twelve months, empty ones at zero", () => {
    const figures = receiptFigures(fy26, [
      { issuedAt: new Date("2026-04-01T05:00:00Z"), amount: 2999 },
      { issuedAt: new Date("2026-04-20T05:00:00Z"), amount: 7999 },
    ]);
    expect(figures.byMonth).toHaveLength(12);
    expect(figures.byMonth[0]).toEqual({ month: "2026-04", total: 10998, count: 2 });
    expect(figures.byMonth.slice(1).every((m) => m.total === 0 && m.count === 0)).toBe(true);
  });
});

describe("conversionFigures", () => {
  it("counts the year's requests and the paid ones among them", () => {
    const at = (iso: string) => new Date(iso);
    const figures = conversionFigures(fy26, [
      { createdAt: at("2026-05-02T10:00:00Z"), paid: true },
      { createdAt: at("2026-05-03T10:00:00Z"), paid: false },
      { createdAt: at("2026-06-03T10:00:00Z"), paid: false },
    ]);
    expect(figures).toMatchObject({ requests: 3, paid: 1, rate: 0.333 });
    expect(monthOf(figures.byMonth, "2026-05")).toEqual({ month: "2026-05", requests: 2, paid: 1 });
    expect(conversionFigures(fy26, []).rate).toBeNull();
  });
});

describe("appointmentFigures", () => {
  it("counts outcomes by the appointment's month and leaves the open ones out", () => {
    const figures = appointmentFigures(fy26, [
      { date: "2026-04-30", status: "completed" },
      { date: "2026-05-01", status: "no-show" },
      { date: "2026-05-02", status: "cancelled" },
      { date: "2026-05-03", status: "completed" },
      { date: "2026-05-04", status: "booked" },
      { date: "2026-05-05", status: "confirmed" },
    ]);
    expect(figures).toMatchObject({ completed: 2, noShow: 1, cancelled: 1 });
    expect(figures.byMonth[0]).toEqual({ month: "2026-04", completed: 1, noShow: 0, cancelled: 0 });
    expect(figures.byMonth[1]).toEqual({ month: "2026-05", completed: 1, noShow: 1, cancelled: 1 });
  });
});

describe("programmeFigures", () => {
  const period = (startDate: string) => ({ startDate });
  const programmes = [
    // running, ends in 5 days: its renewal is due with 7 days' notice
    { startDate: "2026-10-01", endDate: "2026-11-30", periods: [period("2026-10-01")] },
    // running, renewed in the year (its second period began 1 November)
    {
      startDate: "2026-09-01",
      endDate: "2026-12-31",
      periods: [period("2026-09-01"), period("2026-11-01")],
    },
    // ended, renewed once before the year and once in it
    {
      startDate: "2026-01-01",
      endDate: "2026-06-30",
      periods: [period("2026-01-01"), period("2026-03-01"), period("2026-05-01")],
    },
    // not begun yet
    { startDate: "2026-12-01", endDate: "2026-12-31", periods: [period("2026-12-01")] },
  ];

  it("counts the active, those due for renewal and the renewals of the year", () => {
    expect(programmeFigures(fy26, programmes, "2026-11-25", 7)).toEqual({
      active: 2,
      renewalsDue: 1,
      renewed: 2,
    });
    expect(programmeFigures(fy26, programmes, "2026-11-25", 4).renewalsDue).toBe(0);
    expect(programmeFigures(fy26, programmes, "2026-11-30", 1).active).toBe(2); // last day counts
  });
});
