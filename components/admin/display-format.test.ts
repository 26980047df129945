import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDateTime, formatFileSize, formatInr } from "./display-format";

describe("admin formatting", () => {
  it("shows date and time in the owner's time zone", () => {
    // 20:00 UTC is 01:30 the next day in India (UTC+5:30).
    expect(formatDateTime("2026-11-20T20:00:00.000Z", "Asia/Kolkata")).toBe("21 Nov 2026, 1:30 am");
    expect(formatDateTime(new Date("2026-11-20T20:00:00.000Z"), "UTC")).toBe(
      "20 Nov 2026, 8:00 pm",
    );
  });

  it("shows an appointment's calendar date without shifting it across time zones", () => {
    expect(formatCalendarDate("2026-12-05")).toBe("5 Dec 2026");
    expect(formatCalendarDate("not a date")).toBe("not a date");
  });

  it("formats prices in rupees with Indian digit grouping", () => {
    expect(formatInr(5499)).toBe("₹5,499");
    expect(formatInr(150000)).toBe("₹1,50,000");
  });

  it("shows a file's size in KB below a megabyte, in MB from there", () => {
    expect(formatFileSize(1)).toBe("1 KB");
    expect(formatFileSize(860_000)).toBe("840 KB");
    expect(formatFileSize(3_565_158)).toBe("3.4 MB");
  });
});
