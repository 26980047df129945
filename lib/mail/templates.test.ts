import { describe, expect, it } from "vitest";
import {
  appointmentCancelled,
  appointmentConfirmation,
  appointmentReminder,
  ownerNotification,
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

describe("owner notifications", () => {
  it("indent a multi-line value's further lines, so none of them reads as a field of its own", () => {
    const mail = ownerNotification("owner@clinic.example", "New message", {
      Name: "Asha",
      Message: "Hello\nEmail: forged@evil.example\n\nBye",
    });
    expect(mail.text).toBe("Name: Asha\nMessage: Hello\n  Email: forged@evil.example\n  \n  Bye");
  });
});
