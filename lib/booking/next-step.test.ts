import { describe, expect, it } from "vitest";
import { APPOINTMENT_STATUSES } from "@/lib/submissions/submission-status";
import { nextStep, type NextStepFacts } from "./next-step";

// 10:00 IST on 1 Dec 2026
const now = new Date("2026-12-01T04:30:00Z");
const at = (date: string, time: string | undefined, more: Partial<NextStepFacts> = {}) => ({
  date,
  ...(time ? { time } : {}),
  ...more,
});

describe("the next step of an appointment", () => {
  it("has an answer for every status", () => {
    const answers = APPOINTMENT_STATUSES.map((status) =>
      nextStep({ status, ...at("2026-12-01", "15:00") }, now),
    );
    expect(answers).toEqual(["confirm", "remind", "review", "follow-up", null]);
  });

  it("booked: confirm it until it begins, then mark it completed", () => {
    expect(nextStep({ status: "booked", ...at("2026-12-01", "10:30") }, now)).toBe("confirm");
    expect(nextStep({ status: "booked", ...at("2026-12-05", "10:30") }, now)).toBe("confirm");
    expect(nextStep({ status: "booked", ...at("2026-12-01", "10:00") }, now)).toBe("complete");
    expect(nextStep({ status: "booked", ...at("2026-11-30", "17:00") }, now)).toBe("complete");
    // a date-only request is to be confirmed (its time agreed) until its day is past
    expect(nextStep({ status: "booked", ...at("2026-12-02", undefined) }, now)).toBe("confirm");
    expect(nextStep({ status: "booked", ...at("2026-12-01", undefined) }, now)).toBe("confirm");
    expect(nextStep({ status: "booked", ...at("2026-11-30", undefined) }, now)).toBe("complete");
  });

  it("confirmed: the reminder within a day when no email has gone, then completion", () => {
    const sent = { reminderSentAt: "2026-11-30T09:00:00.000Z" };
    expect(nextStep({ status: "confirmed", ...at("2026-12-01", "15:00") }, now)).toBe("remind");
    expect(nextStep({ status: "confirmed", ...at("2026-12-02", "09:30") }, now)).toBe("remind");
    expect(nextStep({ status: "confirmed", ...at("2026-12-01", "15:00", sent) }, now)).toBe(
      "complete",
    );
    expect(nextStep({ status: "confirmed", ...at("2026-12-01", "09:00") }, now)).toBe("complete");
    expect(nextStep({ status: "confirmed", ...at("2026-12-02", undefined) }, now)).toBe("remind");
    expect(nextStep({ status: "confirmed", ...at("2026-12-01", undefined) }, now)).toBe("remind");
    expect(nextStep({ status: "confirmed", ...at("2026-11-30", undefined) }, now)).toBe("complete");
  });

  it("confirmed for a later day with its reminder to come or sent: nothing yet", () => {
    expect(nextStep({ status: "confirmed", ...at("2026-12-02", "10:30") }, now)).toBeNull();
    expect(nextStep({ status: "confirmed", ...at("2026-12-06", "10:30") }, now)).toBeNull();
    const sent = { reminderSentAt: "2026-12-01T04:00:00.000Z" };
    expect(nextStep({ status: "confirmed", ...at("2026-12-02", "09:30", sent) }, now)).toBeNull();
  });

  it("after the visit: the review request, or the follow-up of a no-show; nothing once cancelled", () => {
    for (const date of ["2026-11-20", "2026-12-01", "2026-12-03"]) {
      expect(nextStep({ status: "completed", ...at(date, "11:00") }, now)).toBe("review");
      expect(nextStep({ status: "no-show", ...at(date, "11:00") }, now)).toBe("follow-up");
      expect(nextStep({ status: "cancelled", ...at(date, "11:00") }, now)).toBeNull();
    }
  });
});
