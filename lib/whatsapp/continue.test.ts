import { describe, expect, it } from "vitest";
import { bookingContinueHref } from "./continue";
import { planContinueHref } from "./continue-plan";

const text = (href: string) => new URL(href).searchParams.get("text");

describe("Continue on WhatsApp", () => {
  it("after a booking names the visitor, the date and time and the reference", () => {
    const href = bookingContinueHref("919810012345", {
      _id: "6745a1b2c3d4e5f6a73f9a1c",
      name: "Asha Verma",
      date: "2026-12-01",
      time: "16:30",
    });
    expect(href).toMatch(/^https:\/\/wa\.me\/919810012345\?text=/);
    expect(text(href)).toBe(
      "Hello, this is Asha Verma. I have just booked an appointment on your website for Tuesday, 1 December 2026 at 4:30 pm IST. My booking reference is 3F9A1C.",
    );
  });

  it("after a date-only booking says the time is to be agreed", () => {
    const href = bookingContinueHref("919810012345", {
      _id: "aaaaaaaaaaaaaaaaaa0b1c2d",
      name: "Asha",
      date: "2026-12-04",
    });
    expect(text(href)).toContain("for Friday, 4 December 2026, time to be agreed.");
    expect(text(href)).toContain("0B1C2D");
  });

  it("after a plan request names the plan, its duration and the reference", () => {
    const href = planContinueHref("919810012345", {
      _id: "aaaaaaaaaaaaaaaaaa0b1c2d",
      name: "Ravi",
      plan: "Ultimate Plan",
      duration: "3 Months",
    });
    expect(text(href)).toBe(
      "Hello, this is Ravi. I have just requested the Ultimate Plan (3 Months) on your website. My reference is 0B1C2D.",
    );
  });
});
