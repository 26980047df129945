import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  acknowledgement,
  appointmentCancelled,
  appointmentConfirmation,
  appointmentMoved,
  appointmentReminder,
  ownerNotification,
  signInPaused,
  whenText,
} from "@/lib/mail/mail-texts";
import { istToInstant } from "@/lib/booking/slots";
import type { OutgoingMail } from "@/lib/mail/transport";

const practice = {
  brand: "Poshan Diet Clinic",
  practitioner: "Meera Kapoor",
  phone: "+91 98100 12345",
  email: "care@clinic.example",
  address: "Naraina, New Delhi",
  directionsUrl: "https://maps.example/?q=Naraina",
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

  it("offer the reschedule link beside the cancel link, in the confirmation and the reminder", () => {
    const [cancelUrl, rescheduleUrl] = ["https://x/cancel?token=c", "https://x/reschedule?token=r"];
    for (const mail of [
      appointmentConfirmation(slot, practice, cancelUrl, rescheduleUrl),
      appointmentReminder(slot, practice, cancelUrl, rescheduleUrl),
    ]) {
      expect(mail.text).toContain(`${cancelUrl}\nNeed another time? Reschedule: ${rescheduleUrl}`);
    }
  });

  it("after a move: the new time, the old one released, and an event that replaces the old one", () => {
    const moved = {
      ...slot,
      time: "11:00",
      start: istToInstant("2026-11-24", "11:00"),
      end: istToInstant("2026-11-24", "11:30"),
      sequence: 2,
    };
    const mail = appointmentMoved(moved, slot, practice, { rescheduleUrl: "https://x/r" });
    expect(mail.subject).toBe("Appointment moved: Tuesday, 24 November 2026 at 11:00 am IST");
    expect(mail.text).toContain(
      "The previous time, Tuesday, 24 November 2026 at 4:30 pm IST, is released.",
    );
    expect(mail.text).toContain("Need another time? Reschedule: https://x/r");
    const ics = mail.attachments?.[0]?.content;
    expect(ics).toContain("UID:appointment-abc123@clinic.example");
    expect(ics).toContain("SEQUENCE:2");
    expect(ics).toContain("DTSTART:20261124T053000Z");
    expect(appointmentCancelled(moved, practice, "client").attachments?.[0]?.content).toContain(
      "SEQUENCE:3",
    );
  });

  it("acknowledge a date-only request without a calendar file", () => {
    const mail = appointmentConfirmation(
      { ...slot, time: undefined, start: undefined, end: undefined },
      practice,
    );
    expect(mail.subject).toBe("We received your appointment request");
    expect(mail.text).toContain("the number you gave us");
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

describe("consultation modes", () => {
  const video = {
    ...slot,
    typeName: "Follow-up",
    mode: "video" as const,
    meetingUrl: "https://meet.jit.si/PoshanRoom",
  };
  const eventOf = (mail: OutgoingMail) => {
    const ics = String(mail.attachments?.[0]?.content);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    return calendar.getFirstSubcomponent("vevent")!;
  };

  it("gives a video consultation's room in the confirmation, the reminder and the calendar file", () => {
    const confirmation = appointmentConfirmation(video, practice, "https://x/c", "https://x/r");
    expect(confirmation.text).toContain("What: Follow-up (video call)");
    expect(confirmation.text).toContain(
      "Join at the time of your appointment: https://meet.jit.si/PoshanRoom",
    );
    expect(confirmation.text).not.toContain("Directions:");
    const event = eventOf(confirmation);
    expect(event.getFirstPropertyValue("url")).toBe("https://meet.jit.si/PoshanRoom");
    expect(event.getFirstPropertyValue("location")).toBe(
      "Video call: https://meet.jit.si/PoshanRoom",
    );
    expect(event.getFirstPropertyValue("summary")).toBe("Follow-up with Dt. Meera Kapoor");
    expect(String(event.getFirstPropertyValue("description"))).toContain(
      "https://meet.jit.si/PoshanRoom",
    );
    expect(String(event.getFirstPropertyValue("attendee"))).toBe("mailto:asha@example.com");
    expect(appointmentReminder(video, practice).text).toContain("https://meet.jit.si/PoshanRoom");
    const moved = appointmentMoved(video, { date: "2026-11-23", time: "10:00" }, practice);
    expect(eventOf(moved).getFirstPropertyValue("url")).toBe("https://meet.jit.si/PoshanRoom");
  });

  it("says who calls whom for a phone consultation, and how to reach the clinic otherwise", () => {
    const phone = appointmentConfirmation({ ...slot, mode: "phone" }, practice);
    expect(phone.text).toContain("We will call you at that time on the number you gave us.");
    expect(phone.text).toContain("please call us on +91 98100 12345");
    expect(eventOf(phone).getFirstPropertyValue("location")).toBe("Phone call");
    const clinic = appointmentConfirmation({ ...slot, mode: "clinic" }, practice);
    expect(clinic.text).toContain("Where: Naraina, New Delhi");
    expect(clinic.text).toContain("Directions: https://maps.example/?q=Naraina");
    expect(eventOf(clinic).getFirstPropertyValue("url")).toBe("https://maps.example/?q=Naraina");
  });
});

describe("mail to a visitor's address", () => {
  const visitor = {
    ...slot,
    name: "Win big http://spam.example",
    reason: "Cheap pills www.pills.example",
    phone: "+91 99887 76655",
  };
  const visitorWords = ["spam.example", "Win big", "pills", "99887"];
  const everything = (mail: OutgoingMail) =>
    [mail.subject, mail.text, ...(mail.attachments ?? []).map((a) => a.content)].join("\n");

  it.each([
    ["a booked slot's confirmation", appointmentConfirmation(visitor, practice, "https://x/c")],
    [
      "a date-only request's acknowledgement",
      appointmentConfirmation({ ...visitor, time: undefined, start: undefined }, practice),
    ],
    ["a reminder", appointmentReminder(visitor, practice)],
    ["a move", appointmentMoved(visitor, { date: "2026-11-23", time: "10:00" }, practice)],
    [
      "a phone consultation's confirmation",
      appointmentConfirmation({ ...visitor, mode: "phone" as const }, practice, "https://x/c"),
    ],
    [
      "a phone consultation's reminder",
      appointmentReminder({ ...visitor, mode: "phone" as const }, practice),
    ],
    ["a cancellation by the client", appointmentCancelled(visitor, practice, "client")],
    ["a cancellation by the practice", appointmentCancelled(visitor, practice, "practice")],
    ["a message's acknowledgement", acknowledgement(visitor.email, { form: "message" }, practice)],
  ])("carries none of the visitor's words: %s", (_, mail) => {
    for (const words of visitorWords) expect(everything(mail)).not.toContain(words);
    expect(mail.text).toContain(practice.brand);
  });

  it("acknowledges a plan request with the plan of our catalogue", () => {
    const mail = acknowledgement(
      "ravi@example.com",
      { form: "plan request", plan: "Premium Plan", duration: "2 Months" },
      practice,
    );
    expect(mail.subject).toBe("We received your plan request");
    expect(mail.text).toContain(
      "Thank you for your request for the Premium Plan (2 Months) at Poshan Diet Clinic.",
    );
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
