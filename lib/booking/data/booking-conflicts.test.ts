import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as summary } from "@/app/api/admin/summary/route";
import { adminSessionOf } from "@/lib/auth/session";
import { DEFAULT_WEEKLY_HOURS } from "@/lib/booking/clinic-hours";
import { istToInstant } from "@/lib/booking/slots";
import { serverEnv } from "@/lib/server/env";
import type { AppointmentStatus } from "@/lib/submissions/submission-status";
import { adminToken, getRequest } from "@/test/api";
import { bookableWeekday } from "@/test/dates";
import { clearRecords, insertRecord } from "@/test/records";
import type { AdminSession } from "../../auth/data/admin-session";
import { bookingConflicts } from "./booking-conflicts";

let token: string;
let session: AdminSession;

/** Monday 1 March 2027, 9 am in India. */
const NOW = new Date("2027-03-01T09:00:00+05:30");

/** A held (or `status`) appointment at `time` lasting `minutes` (none: an older one, no length). */
const booking = (
  name: string,
  date: string,
  time: string | undefined,
  minutes?: number,
  status: AppointmentStatus = "booked",
) => {
  const startsAt = time ? istToInstant(date, time) : undefined;
  return insertRecord("appointments", {
    name,
    email: "asha@example.com",
    phone: "9810012345",
    disease: "Thyroid",
    date,
    status,
    ...(time ? { time } : {}),
    ...(startsAt && minutes
      ? { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000), typeName: "Visit" }
      : {}),
  });
};

const weekdays = (ranges: { from: string; to: string }[]) =>
  DEFAULT_WEEKLY_HOURS.map((day, i) => (i >= 1 && i <= 5 ? ranges : day));

beforeAll(async () => {
  token = await adminToken();
  session = (await adminSessionOf(getRequest("/api/admin/summary", { token })))!;
});
beforeEach(() => clearRecords("appointments", "closedDates", "timeBlocks", "consultationSettings"));

describe("bookingConflicts", () => {
  it("lists held bookings outside the hours, a block or on a closed date, with why, in order", async () => {
    await insertRecord("consultationSettings", {
      _id: "practice",
      hours: weekdays([
        { from: "09:30", to: "13:00" },
        { from: "14:00", to: "18:00" },
      ]),
    });
    await insertRecord("timeBlocks", {
      date: "2027-03-02",
      from: "15:00",
      to: "16:00",
      reason: "School event",
    });
    await insertRecord("timeBlocks", { date: "2027-03-04", from: "10:00", to: "11:00" });
    await insertRecord("closedDates", { _id: "2027-03-03", reason: "" });
    await insertRecord("closedDates", { _id: "2027-03-05", reason: "Training" });

    await booking("Fits the morning", "2027-03-01", "10:00", 45);
    await booking("Runs into lunch", "2027-03-01", "12:30", 45);
    await booking("After lunch", "2027-03-01", "14:00", 20);
    await booking("Cancelled at lunch", "2027-03-01", "13:00", 45, "cancelled");
    await booking("Completed at lunch", "2027-03-01", "13:00", 45, "completed");
    await booking("Date only", "2027-03-01", undefined);
    await booking("In the block", "2027-03-02", "15:30", 20, "confirmed");
    await booking("Ends in the block", "2027-03-02", "14:30", 45);
    await booking("Before the block", "2027-03-02", "14:00", 60);
    await booking("Closed day", "2027-03-03", "11:00", 45);
    await booking("Unnamed block", "2027-03-04", "10:30", 20);
    await booking("Training day", "2027-03-05", "09:30", 45);
    await booking("Saturday late", "2027-03-06", "13:30", 45);
    await booking("Sunday", "2027-03-07", "10:00", 45);
    // an older booking, stored without its length: one slot (BOOKING_SLOT_MINUTES)
    await booking("Older at the end", "2027-03-08", "17:30");

    const found = await bookingConflicts(session, NOW);
    expect(found.map((c) => [c.name, c.date, c.time, c.reason])).toEqual([
      ["Runs into lunch", "2027-03-01", "12:30", "outside Monday's hours"],
      ["Ends in the block", "2027-03-02", "14:30", "in a blocked time: School event"],
      ["In the block", "2027-03-02", "15:30", "in a blocked time: School event"],
      ["Closed day", "2027-03-03", "11:00", "on a closed date"],
      ["Unnamed block", "2027-03-04", "10:30", "in a blocked time"],
      ["Training day", "2027-03-05", "09:30", "on a closed date: Training"],
      ["Saturday late", "2027-03-06", "13:30", "outside Saturday's hours"],
      ["Sunday", "2027-03-07", "10:00", "outside Sunday's hours"],
    ]);
    expect(found[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: "Runs into lunch",
      date: "2027-03-01",
      time: "12:30",
      typeName: "Visit",
      reason: "outside Monday's hours",
    });
  });

  it("looks from today (India) to the booking horizon only", async () => {
    const horizon = serverEnv.booking.horizonDays;
    const day = (n: number) => new Date(Date.UTC(2027, 2, 1 + n)).toISOString().slice(0, 10);
    await booking("Yesterday", day(-1), "10:00", 45); // a Sunday
    await booking("Today", day(0), "08:00", 45);
    await booking("Last day", day(horizon), "23:00", 45);
    await booking("Beyond", day(horizon + 1), "23:00", 45);
    const found = await bookingConflicts(session, NOW);
    expect(found.map((c) => c.name)).toEqual(["Today", "Last day"]);
  });

  it("is admin only, and the desk's summary carries the same list", async () => {
    await expect(bookingConflicts(null as unknown as AdminSession, NOW)).rejects.toMatchObject({
      status: 401,
    });
    const date = bookableWeekday(1);
    await insertRecord("closedDates", { _id: date, reason: "Holiday" });
    const held = await booking("Booked before closing", date, "11:00", 45);
    const response = await summary(getRequest("/api/admin/summary", { token }), undefined);
    expect(response.status).toBe(200);
    expect((await response.json()).conflicts).toEqual([
      {
        _id: String(held._id),
        name: "Booked before closing",
        date,
        time: "11:00",
        typeName: "Visit",
        reason: "on a closed date: Holiday",
      },
    ]);
  });
});
