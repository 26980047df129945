import { describe, expect, it } from "vitest";
import { DEFAULT_WEEKLY_HOURS, hoursLines, type WeeklyHours } from "./clinic-hours";
import {
  cellsOf,
  freeSlots,
  heldBy,
  istDate,
  istToInstant,
  openStarts,
  reminderDueAt,
  slotProblem,
  type DayPlan,
} from "./slots";

// 2026-11-23 is a Monday, 2026-11-28 a Saturday, 2026-11-29 a Sunday.
const mondayMorningIST = istToInstant("2026-11-23", "08:00");
const dayOf = (date: string, hours: WeeklyHours = DEFAULT_WEEKLY_HOURS): DayPlan => ({
  intervals: hours[new Date(`${date}T00:00:00Z`).getUTCDay()]!,
});
const HALF_HOUR = { durationMinutes: 30, bufferMinutes: 0 };
const withLunch: WeeklyHours = DEFAULT_WEEKLY_HOURS.map((day) =>
  day.length
    ? [
        { from: "09:30", to: "13:00" },
        { from: "14:00", to: day[0]!.to },
      ]
    : [],
);

describe("the default hours (IST)", () => {
  it("run 9:30 to 18:00 on weekdays in 30-minute starts, the last at 17:30", () => {
    const slots = openStarts(dayOf("2026-11-23"), 30, 30);
    expect(slots[0]).toBe("09:30");
    expect(slots.at(-1)).toBe("17:30");
    expect(slots).toHaveLength(17);
  });

  it("close at 14:00 on Saturday and all Sunday", () => {
    expect(openStarts(dayOf("2026-11-28"), 30, 30).at(-1)).toBe("13:30");
    expect(openStarts(dayOf("2026-11-29"), 30, 30)).toEqual([]);
  });

  it("read as the footer and the booking page state them", () => {
    expect(hoursLines(DEFAULT_WEEKLY_HOURS)).toEqual([
      "Monday to Friday: 9:30am–6pm",
      "Saturday: 9:30am–2pm",
      "Sunday: closed",
    ]);
    expect(hoursLines(withLunch)[0]).toBe("Monday to Friday: 9:30am–1pm, 2pm–6pm");
  });

  it("converts IST to UTC at +5:30", () => {
    expect(istToInstant("2026-11-23", "09:30").toISOString()).toBe("2026-11-23T04:00:00.000Z");
    expect(istDate(new Date("2026-11-23T19:00:00Z"))).toBe("2026-11-24");
  });
});

describe("hours with a lunch break and blocks", () => {
  it("end every consultation before the break, and start again after it", () => {
    const starts = openStarts(dayOf("2026-11-23", withLunch), 60, 30);
    expect(starts).toContain("12:00"); // 12:00–13:00 ends as the break starts
    expect(starts).not.toContain("12:30"); // would run into lunch
    expect(starts).not.toContain("13:00");
    expect(starts).not.toContain("13:30");
    expect(starts).toContain("14:00");
    expect(starts.at(-1)).toBe("17:00");
  });

  it("leave out every start whose consultation touches a part-day block", () => {
    const day = { ...dayOf("2026-11-24"), blocks: [{ from: "14:00", to: "18:00" }] };
    const starts = openStarts(day, 45, 15);
    expect(starts.at(-1)).toBe("13:15"); // 13:15–14:00 ends as the block starts
    expect(starts.filter((t) => t >= "13:30")).toEqual([]);
  });

  it("hold across the IST day: 9:30 IST is 04:00 UTC, the evening slot the same UTC day", () => {
    const now = new Date("2026-11-23T18:00:00Z"); // 23:30 IST on Monday
    const tuesday = freeSlots({
      date: "2026-11-24",
      now,
      day: dayOf("2026-11-24", withLunch),
      length: HALF_HOUR,
    });
    expect(tuesday[0]).toBe("09:30"); // 04:00Z, ten hours after "now": past the 2 h notice
    expect(tuesday).not.toContain("13:00");
    // Monday in IST is already over at 23:30 IST, though it is still Monday 18:00 in UTC
    expect(
      freeSlots({ date: "2026-11-23", now, day: dayOf("2026-11-23"), length: HALF_HOUR }),
    ).toEqual([]);
  });

  it("a closed date offers nothing", () => {
    const day = { ...dayOf("2026-11-24"), closed: true };
    expect(
      freeSlots({ date: "2026-11-24", now: mondayMorningIST, day, length: HALF_HOUR }),
    ).toEqual([]);
    expect(slotProblem("2026-11-24", "10:00", mondayMorningIST, day, 30)).toMatch(/closed/);
  });
});

describe("free slots of mixed lengths", () => {
  it("leaves out starts that would overlap a booking, its buffer included", () => {
    const day = dayOf("2026-11-24");
    // a 60-minute booking at 11:00 with a 15-minute buffer holds 11:00–12:15
    const held = [heldBy("11:00", { durationMinutes: 60, bufferMinutes: 15 })];
    const followUp = { durationMinutes: 20, bufferMinutes: 0 };
    const starts = freeSlots({
      date: "2026-11-24",
      now: mondayMorningIST,
      day,
      held,
      length: followUp,
    });
    expect(starts).toContain("10:30"); // 10:30–10:50 ends before 11:00
    expect(starts).not.toContain("11:00");
    expect(starts).not.toContain("11:30");
    expect(starts).not.toContain("12:00"); // inside the buffer
    expect(starts).toContain("12:30");
    // a 45-minute consultation at 10:30 would run to 11:15
    const first = { durationMinutes: 45, bufferMinutes: 0 };
    expect(
      freeSlots({ date: "2026-11-24", now: mondayMorningIST, day, held, length: first }),
    ).not.toContain("10:30");
  });

  it("leaves out the minimum notice, past dates and dates beyond the horizon", () => {
    const now = istToInstant("2026-11-23", "10:10");
    const day = dayOf("2026-11-23");
    expect(freeSlots({ date: "2026-11-23", now, day, length: HALF_HOUR })[0]).toBe("12:30");
    const tuesday = dayOf("2026-11-24");
    expect(freeSlots({ date: "2026-11-20", now, day: tuesday, length: HALF_HOUR })).toEqual([]);
    expect(freeSlots({ date: "2027-03-02", now, day: tuesday, length: HALF_HOUR })).toEqual([]);
  });

  it("explains why a start cannot be booked", () => {
    const day = dayOf("2026-11-24");
    expect(slotProblem("2026-11-24", "10:00", mondayMorningIST, day, 30)).toBeNull();
    expect(slotProblem("2026-11-24", "10:15", mondayMorningIST, day, 30)).toMatch(/outside/);
    expect(slotProblem("2026-11-24", "17:30", mondayMorningIST, day, 45)).toMatch(/outside/);
    expect(slotProblem("2026-11-23", "09:30", mondayMorningIST, dayOf("2026-11-23"), 30)).toMatch(
      /at least 2 hours/,
    );
    expect(slotProblem("2026-11-24", "9:00", mondayMorningIST, day, 30)).toMatch(/HH:mm/);
  });
});

describe("cellsOf", () => {
  it("holds one cell per 5 minutes of the consultation and its buffer", () => {
    const cells = cellsOf(
      "2026-11-24",
      heldBy("10:00", { durationMinutes: 20, bufferMinutes: 10 }),
    );
    expect(cells).toHaveLength(6);
    expect(cells[0]).toBe("2026-11-24T10:00");
    expect(cells.at(-1)).toBe("2026-11-24T10:25");
  });

  it("shares a cell between any two bookings that overlap, and none between two that touch", () => {
    const a = cellsOf("2026-11-24", heldBy("10:00", { durationMinutes: 45, bufferMinutes: 0 }));
    const touching = cellsOf(
      "2026-11-24",
      heldBy("10:45", { durationMinutes: 20, bufferMinutes: 0 }),
    );
    const overlapping = cellsOf(
      "2026-11-24",
      heldBy("10:30", { durationMinutes: 60, bufferMinutes: 0 }),
    );
    expect(a.filter((c) => touching.includes(c))).toEqual([]);
    expect(a.filter((c) => overlapping.includes(c))).toEqual([
      "2026-11-24T10:30",
      "2026-11-24T10:35",
      "2026-11-24T10:40",
    ]);
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
