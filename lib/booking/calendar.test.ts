import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { googleCalendarLink, icsFor } from "./calendar";
import { istToInstant } from "./slots";

const event = {
  uid: "appt-123@dietician",
  start: istToInstant("2026-11-24", "10:00"),
  end: istToInstant("2026-11-24", "10:30"),
  title: "Consultation with Dt. Meera Kapoor",
  description: "Bring recent blood reports, if any; and your food diary.\nSee you soon",
  location: "C-42, Naraina Vihar, New Delhi",
  organizerEmail: "care@clinic.example",
  organizerName: "Poshan Diet Clinic",
  attendeeEmail: "asha@example.com",
};

/** Unfolds and splits an iCalendar text into "NAME:VALUE" lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n").filter(Boolean);

describe("calendar file", () => {
  it("describes the slot in UTC with escaped text and CRLF lines", () => {
    const ics = icsFor(event, new Date("2026-11-21T00:00:00Z"));
    expect(ics.endsWith("\r\n")).toBe(true);
    const lines = unfold(ics);
    expect(lines).toContain("DTSTART:20261124T043000Z");
    expect(lines).toContain("DTEND:20261124T050000Z");
    expect(lines).toContain("UID:appt-123@dietician");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain(
      "DESCRIPTION:Bring recent blood reports\\, if any\\; and your food diary.\\nSee you soon",
    );
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it("can announce a cancellation", () => {
    const lines = unfold(icsFor({ ...event, method: "CANCEL", sequence: 1 }));
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("SEQUENCE:1");
  });

  it("links to Google Calendar with the same times", () => {
    const url = new URL(googleCalendarLink(event));
    expect(url.hostname).toBe("calendar.google.com");
    expect(url.searchParams.get("dates")).toBe("20261124T043000Z/20261124T050000Z");
    expect(url.searchParams.get("text")).toBe(event.title);
  });

  it("is read by a real iCalendar parser: organiser and attendee, a brand with a comma quoted", () => {
    const brand = 'Poshan Diet Clinic, Naraina; "Delhi": since 2010';
    const vcalendar = new ICAL.Component(ICAL.parse(icsFor({ ...event, organizerName: brand })));
    expect(vcalendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const vevent = vcalendar.getFirstSubcomponent("vevent")!;
    const organizer = vevent.getFirstProperty("organizer")!;
    expect(organizer.getFirstValue()).toBe("mailto:care@clinic.example");
    expect(organizer.getParameter("cn")).toBe("Poshan Diet Clinic, Naraina; 'Delhi': since 2010");
    const attendee = vevent.getFirstProperty("attendee")!;
    expect(attendee.getFirstValue()).toBe("mailto:asha@example.com");
    expect(attendee.getParameter("cn")).toBeUndefined();
    expect(attendee.getParameter("partstat")).toBe("ACCEPTED");
    const ev = new ICAL.Event(vevent);
    expect(ev.uid).toBe("appt-123@dietician");
    expect(ev.startDate.toJSDate().toISOString()).toBe("2026-11-24T04:30:00.000Z");
    expect(ev.endDate.toJSDate().toISOString()).toBe("2026-11-24T05:00:00.000Z");
    expect(ev.description).toBe(event.description);
    expect(ev.location).toBe(event.location);

    const cancel = new ICAL.Component(
      ICAL.parse(icsFor({ ...event, method: "CANCEL", sequence: 2 })),
    );
    expect(cancel.getFirstPropertyValue("method")).toBe("CANCEL");
    const cancelled = cancel.getFirstSubcomponent("vevent")!;
    expect(cancelled.getFirstPropertyValue("sequence")).toBe(2);
    expect(cancelled.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.getFirstProperty("attendee")!.getFirstValue()).toBe("mailto:asha@example.com");
  });
});
