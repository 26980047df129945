import { describe, expect, it } from "vitest";
import {
  appointmentCancelled,
  appointmentConfirmation,
  appointmentReminder,
  signInPaused,
  whenText,
} from "@/lib/mail/templates";
import { istToInstant } from "@/lib/booking/slots";

const practice = {
  brand: "Poshan Diet Clinic",
  practitioner: "Meera Kapoor",
  phone: "+91 98100 12345",
  email: "care@clinic.example",
  address: "Naraina, New Delhi",
  siteUrl: "https://clinic.example",
};
const slot = {
  id: "abc123",
  name: "Asha",
  email: "asha@example.com",
  phone: "+91 99999 00000",
  reason: "Thyroid",
  date: "2026-11-24",
  time: "16:30",
  start: istToInstant("2026-11-24", "16:30"),
  end: istToInstant("2026-11-24", "17:00"),
};

describe("booking emails", () => {
  it("says the day and the IST time in words", () => {
    expect(whenText(slot)).toBe("Tuesday, 24 November 2026 at 4:30 pm IST");
    expect(whenText({ date: "2026-11-24" })).toBe("Tuesday, 24 November 2026");
  });

  it("confirm a slot with the address, a calendar file, a Google Calendar link and the cancel link", () => {
    const mail = appointmentConfirmation(
      slot,
      practice,
      "https://clinic.example/appointment/cancel?token=t",
    );
    expect(mail.to).toBe("asha@example.com");
    expect(mail.subject).toContain("4:30 pm IST");
    expect(mail.text).toContain("Naraina, New Delhi");
    expect(mail.text).toContain("https://calendar.google.com/calendar/render?");
    expect(mail.text).toContain("https://clinic.example/appointment/cancel?token=t");
    expect(mail.attachments?.[0]?.content).toContain("DTSTART:20261124T110000Z");
  });

  it("acknowledge a date-only request without a calendar file", () => {
    const mail = appointmentConfirmation(
      { ...slot, time: undefined, start: undefined, end: undefined },
      practice,
    );
    expect(mail.subject).toBe("We received your appointment request");
    expect(mail.text).toContain("+91 99999 00000");
    expect(mail.attachments).toEqual([]);
  });

  it("remind and cancel with the same appointment", () => {
    expect(appointmentReminder(slot, practice).subject).toContain("tomorrow");
    const cancelled = appointmentCancelled(slot, practice, "practice");
    expect(cancelled.text).toContain("we have had to cancel");
    expect(cancelled.attachments?.[0]?.content).toContain("METHOD:CANCEL");
  });
});

describe("owner alerts", () => {
  it("say which account is paused, after how many failures, until when, and what to do", () => {
    const mail = signInPaused(
      "owner@clinic.example",
      {
        username: "meera",
        attempts: 20,
        windowMinutes: 15,
        until: istToInstant("2026-11-24", "16:45"),
      },
      practice,
    );
    expect(mail.to).toBe("owner@clinic.example");
    expect(mail.subject).toBe("Admin sign-in paused: 20 failed attempts for meera");
    expect(mail.text).toContain(
      'as "meera" is paused until Tuesday, 24 November 2026 at 4:45 pm IST.',
    );
    expect(mail.text).toContain("20 failed sign-in attempts within 15 minutes");
    expect(mail.text).toContain("you can sign in as usual: https://clinic.example/AdminLogin");
    expect(mail.text).toContain("please change your password");
  });
});
