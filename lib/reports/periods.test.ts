import { describe, expect, it } from "vitest";
import {
  earlierFinancialYear,
  financialYearAt,
  financialYearParam,
  istDayMonthYear,
  istMonth,
  monthLabel,
  monthShortLabel,
  monthsOf,
  parseFinancialYear,
} from "./periods";

describe("parseFinancialYear", () => {
  it("reads a year as its IST days and instants, 1 April to 31 March", () => {
    expect(parseFinancialYear("2026-27")).toEqual({
      label: "2026-27",
      firstDay: "2026-04-01",
      lastDay: "2027-03-31",
      start: new Date("2026-03-31T18:30:00Z"),
      end: new Date("2027-03-31T18:30:00Z"),
    });
    expect(parseFinancialYear("2099-00")?.lastDay).toBe("2100-03-31");
  });

  it("refuses anything else", () => {
    for (const text of ["2026-28", "2026-2027", "26-27", "2026/27", " 2026-27", "2026-26", ""]) {
      expect(parseFinancialYear(text), text).toBeNull();
    }
  });

  it("defaults to the current year and refuses a malformed parameter", () => {
    const now = new Date("2027-03-31T18:31:00Z"); // 1 April 2027, 00:01 IST
    expect(financialYearParam(null, now)?.label).toBe("2027-28");
    expect(financialYearParam("", now)?.label).toBe("2027-28");
    expect(financialYearParam("2025-26", now)?.label).toBe("2025-26");
    expect(financialYearParam("2025", now)).toBeNull();
  });

  it("counts back years for the picker", () => {
    const fy = financialYearAt(new Date("2026-11-25T10:00:00Z"));
    expect(fy.label).toBe("2026-27");
    expect(earlierFinancialYear(fy, 1).label).toBe("2025-26");
    expect(earlierFinancialYear(fy, 3).label).toBe("2023-24");
  });
});

describe("months", () => {
  it("lists April to March of the year", () => {
    const months = monthsOf(parseFinancialYear("2026-27")!);
    expect(months.map((m) => m.month)).toEqual([
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
      "2027-03",
    ]);
    expect(months[0]!.label).toBe("Apr 2026");
    expect(months[11]!.label).toBe("Mar 2027");
    expect(monthShortLabel("2027-01")).toBe("Jan");
    expect(monthLabel("2027-01")).toBe("Jan 2027");
  });

  it("takes an instant's month and date in India, not in UTC", () => {
    expect(istMonth(new Date("2027-03-31T18:29:00Z"))).toBe("2027-03"); // 23:59 IST
    expect(istMonth(new Date("2027-03-31T18:31:00Z"))).toBe("2027-04"); // 00:01 IST
    expect(istMonth("2026-12-31")).toBe("2026-12");
    expect(istDayMonthYear(new Date("2027-03-31T18:29:00Z"))).toBe("31/03/2027");
    expect(istDayMonthYear(new Date("2027-03-31T18:31:00Z"))).toBe("01/04/2027");
    expect(istDayMonthYear(new Date("2026-06-05T20:00:00Z"))).toBe("06/06/2026");
  });
});
