import { describe, expect, it } from "vitest";
import { financialYearOf, receiptNumber } from "./financial-year";

describe("financialYearOf", () => {
  it("turns over at midnight of 1 April in India, not in UTC", () => {
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27"); // 23:59:59 IST
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28"); // 00:00 IST, 1 April
    expect(financialYearOf(new Date("2026-04-01T00:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2026-11-25T10:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-01-15T10:00:00Z"))).toBe("2026-27");
  });

  it("writes the century's turn with two digits", () => {
    expect(financialYearOf(new Date("2099-06-01T00:00:00Z"))).toBe("2099-00");
    expect(financialYearOf(new Date("2009-06-01T00:00:00Z"))).toBe("2009-10");
  });
});

describe("receiptNumber", () => {
  it("pads to four digits and grows past them", () => {
    expect(receiptNumber("2026-27", 1)).toBe("2026-27/0001");
    expect(receiptNumber("2026-27", 42)).toBe("2026-27/0042");
    expect(receiptNumber("2026-27", 12345)).toBe("2026-27/12345");
  });
});
