import { describe, expect, it } from "vitest";
import { addDays, daysLeft, monthsOf, programmeEndDate, renewalDueOn } from "./dates";

describe("a programme's end date", () => {
  it("is the day before the same date N months later", () => {
    expect(programmeEndDate("2026-11-15", 1)).toBe("2026-12-14");
    expect(programmeEndDate("2026-11-15", 3)).toBe("2027-02-14");
    expect(programmeEndDate("2026-12-01", 1)).toBe("2026-12-31");
    expect(programmeEndDate("2026-11-01", 2)).toBe("2026-12-31");
  });

  it("crosses month and year ends, and ends on the last day when the date does not exist", () => {
    expect(programmeEndDate("2027-01-31", 1)).toBe("2027-02-28");
    expect(programmeEndDate("2028-01-31", 1)).toBe("2028-02-29");
    expect(programmeEndDate("2027-01-29", 1)).toBe("2027-02-28");
    expect(programmeEndDate("2027-01-28", 1)).toBe("2027-02-27");
    expect(programmeEndDate("2026-12-31", 2)).toBe("2027-02-28");
    expect(programmeEndDate("2026-11-30", 3)).toBe("2027-02-28");
    expect(programmeEndDate("2027-03-31", 1)).toBe("2027-04-30");
    expect(programmeEndDate("2026-10-31", 1)).toBe("2026-11-30");
  });

  it("follows on without a gap when renewed from the day after", () => {
    const first = programmeEndDate("2027-01-31", 1);
    expect(programmeEndDate(addDays(first, 1), 1)).toBe("2027-03-31");
  });

  it("reads durations, counts days left and the renewal day", () => {
    expect(monthsOf("1 Month")).toBe(1);
    expect(monthsOf("3 Months")).toBe(3);
    expect(() => monthsOf("a fortnight")).toThrow();
    expect(daysLeft("2026-12-14", "2026-12-14")).toBe(1);
    expect(daysLeft("2026-12-14", "2026-12-01")).toBe(14);
    expect(daysLeft("2026-12-14", "2026-12-20")).toBe(0);
    expect(renewalDueOn("2027-03-02", 7)).toBe("2027-02-23");
    expect(renewalDueOn("2028-03-02", 7)).toBe("2028-02-24");
  });
});
