import { describe, expect, it } from "vitest";
import { clinicSlots, freeSlots, istDate, istToInstant, reminderDueAt, slotProblem } from "./slots";

// 2026-11-23 is a Monday, 2026-11-28 a Saturday, 2026-11-29 a Sunday.
const mondayMorningIST = istToInstant("2026-11-23", "08:00");

describe("clinic slots (IST)", () => {
  it("runs 9:30 to 18:00 on weekdays in 30-minute slots, the last starting 17:30", () => {
    const slots = clinicSlots("2026-11-23", 30);
    expect(slots[0]).toBe("09:30");
    expect(slots.at(-1)).toBe("17:30");
    expect(slots).toHaveLength(17);
  });

  it("closes at 14:00 on Saturday and all Sunday", () => {
    expect(clinicSlots("2026-11-28", 30).at(-1)).toBe("13:30");
    expect(clinicSlots("2026-11-29", 30)).toEqual([]);
  });

  it("converts IST to UTC at +5:30", () => {
    expect(istToInstant("2026-11-23", "09:30").toISOString()).toBe("2026-11-23T04:00:00.000Z");
    expect(istDate(new Date("2026-11-23T19:00:00Z"))).toBe("2026-11-24");
  });
});

describe("free slots", () => {
  it("leaves out booked slots and those inside the minimum notice", () => {
    const now = istToInstant("2026-11-23", "10:10");
    const slots = freeSlots({ date: "2026-11-23", now, taken: ["13:00"] });
    expect(slots[0]).toBe("12:30"); // 10:10 + 2 h notice
    expect(slots).not.toContain("13:00");
  });

  it("is empty on Sundays, closed dates, past dates and beyond the horizon", () => {
    expect(freeSlots({ date: "2026-11-29", now: mondayMorningIST })).toEqual([]);
    expect(
      freeSlots({ date: "2026-11-24", now: mondayMorningIST, closedDates: ["2026-11-24"] }),
    ).toEqual([]);
    expect(freeSlots({ date: "2026-11-20", now: mondayMorningIST })).toEqual([]);
    expect(freeSlots({ date: "2027-03-01", now: mondayMorningIST })).toEqual([]);
    expect(freeSlots({ date: "2026-11-24", now: mondayMorningIST })).toHaveLength(17);
  });

  it("explains why a slot cannot be booked", () => {
    expect(slotProblem("2026-11-24", "10:00", mondayMorningIST)).toBeNull();
    expect(slotProblem("2026-11-24", "10:15", mondayMorningIST)).toMatch(/outside/);
    expect(slotProblem("2026-11-23", "09:30", mondayMorningIST)).toMatch(/at least 2 hours/);
    expect(slotProblem("2026-11-24", "10:00", mondayMorningIST, undefined, ["2026-11-24"])).toMatch(
      /closed/,
    );
    expect(slotProblem("2026-11-24", "9:00", mondayMorningIST)).toMatch(/HH:mm/);
  });
});

describe("reminderDueAt", () => {
  it("is due 24 hours before, unless the booking was made closer than that", () => {
    const start = new Date("2026-11-25T05:00:00Z");
    expect(reminderDueAt(start, new Date("2026-11-20T00:00:00Z"))?.toISOString()).toBe(
      "2026-11-24T05:00:00.000Z",
    );
    expect(reminderDueAt(start, new Date("2026-11-24T12:00:00Z"))).toBeUndefined();
  });
});
