/** Calendar files (RFC 5545) and 'Add to Google Calendar' links for a booked slot. */
export type CalendarEvent = {
  uid: string;
  start: Date;
  end: Date;
  title: string;
  description: string;
  location: string;
  /** the meeting room of a video consultation, or directions to the clinic */
  url?: string;
  organizerEmail: string;
  organizerName: string;
  /**
   * the client, by address only: RFC 5546 wants an ATTENDEE in every REQUEST and CANCEL, and mail
   * to a visitor's address carries none of the words they typed (lib/mail/mail-texts.ts), so no CN
   */
  attendeeEmail: string;
  /** CANCEL for a cancellation notice, REQUEST otherwise */
  method?: "REQUEST" | "CANCEL";
  sequence?: number;
};

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Escapes TEXT values: backslash, semicolon, comma and newlines. */
const escapeText = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/**
 * A parameter value (CN=…): quoted when it holds a colon, semicolon or comma (RFC 5545 §3.1, where
 * backslashes escape nothing); a double quote cannot appear even quoted, so it becomes a single one.
 */
const paramValue = (value: string) => {
  const clean = value.replace(/"/g, "'").replace(/[\r\n\p{Cc}]/gu, " ");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
};

/** Lines longer than 75 octets are folded with CRLF + space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    if (Buffer.byteLength(current + char, "utf8") > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** One appointment in the owner's calendar subscription. */
export type FeedEvent = Pick<
  CalendarEvent,
  "uid" | "start" | "end" | "title" | "description" | "location" | "url"
> & { sequence?: number };

/** The lines every event has: when, what and where. */
const eventLines = (event: FeedEvent, now: Date) => [
  `UID:${event.uid}`,
  `SEQUENCE:${event.sequence ?? 0}`,
  `DTSTAMP:${utcStamp(now)}`,
  `DTSTART:${utcStamp(event.start)}`,
  `DTEND:${utcStamp(event.end)}`,
  `SUMMARY:${escapeText(event.title)}`,
  `DESCRIPTION:${escapeText(event.description)}`,
  `LOCATION:${escapeText(event.location)}`,
  // URL is a URI value, not TEXT: nothing escaped; ours are https links without spaces
  ...(event.url ? [`URL:${event.url}`] : []),
];

/** CRLF lines, folded at 75 octets, ending with CRLF. */
const calendarText = (lines: string[]) => lines.map(fold).join("\r\n") + "\r\n";

export function icsFor(event: CalendarEvent, now = new Date()): string {
  const method = event.method ?? "REQUEST";
  return calendarText([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Dietician practice//Booking//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    ...eventLines(event, now),
    `ORGANIZER;CN=${paramValue(event.organizerName)}:mailto:${event.organizerEmail}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT${method === "CANCEL" ? "" : ";PARTSTAT=ACCEPTED"};RSVP=FALSE:mailto:${event.attendeeEmail}`,
    `STATUS:${method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    ...(method === "CANCEL"
      ? []
      : [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          "DESCRIPTION:Appointment reminder",
          "TRIGGER:-PT1H",
          "END:VALARM",
        ]),
    "END:VEVENT",
    "END:VCALENDAR",
  ]);
}

/**
 * The owner's calendar subscription (webcal): a published calendar (METHOD:PUBLISH, no
 * attendees) of her appointments, which calendar apps poll and replace whole.
 */
export function calendarFeed(name: string, events: FeedEvent[], now = new Date()): string {
  return calendarText([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Dietician practice//Calendar feed//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    "X-WR-TIMEZONE:Asia/Kolkata",
    "REFRESH-INTERVAL;VALUE=DURATION:PT15M",
    "X-PUBLISHED-TTL:PT15M",
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      ...eventLines(event, now),
      "STATUS:CONFIRMED",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ]);
}

export function googleCalendarLink(
  event: Pick<CalendarEvent, "start" | "end" | "title" | "description" | "location">,
): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    details: event.description,
    location: event.location,
    ctz: "Asia/Kolkata",
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
