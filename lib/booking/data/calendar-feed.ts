import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { trusted } from "mongoose";
import { istDate } from "@/lib/booking/slots";
import { MODE_LABELS, type ConsultationMode } from "@/lib/booking/appointment-types";
import { calendarFeed, type FeedEvent } from "@/lib/booking/calendar";
import { placeOf } from "@/lib/booking/consultation-place";
import { site } from "@/lib/site";
import { HOLDING_STATUSES } from "@/lib/submissions/submission-status";
import { Appointment } from "@/models/Appointment";
import { CalendarFeed } from "@/models/CalendarFeed";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { consultationSettings } from "./consultations";
import { connectDb } from "../../server/db";

/**
 * The owner's appointments in her phone's calendar (issue 32): a secret subscription address,
 * `/calendar/<secret>.ics`, that any calendar app polls. The secret is 32 random bytes; making a
 * new one revokes the old address. The feed holds client names and numbers: it is answered only
 * for the current secret, `private, no-store`, and neither the secret nor the feed is logged.
 */

const ID = "owner";
const DAY_MS = 86_400_000;
/** the feed's window: the last week (for notes after a visit) and the next six months */
const PAST_DAYS = 7;
const FUTURE_DAYS = 183;

export const feedUrl = (secret: string) => `${site.url}/calendar/${secret}.ics`;
export const webcalUrl = (secret: string) => feedUrl(secret).replace(/^https?:/, "webcal:");

const newSecret = () => randomBytes(32).toString("base64url");

/** The owner's view of where: the room she opens, the number she calls, or the clinic. */
function feedPlace(mode: ConsultationMode | undefined, meetingUrl: string) {
  const place = placeOf(mode, { ...site, address: site.clinicAddress, meetingUrl });
  return { location: place.location, ...(mode === "video" ? { url: meetingUrl } : {}) };
}

/** Admin only. The subscription's secret, made on first use. */
export async function calendarFeedSecret(session: AdminSession): Promise<string> {
  assertAdmin(session);
  await connectDb();
  const existing = await CalendarFeed.findById(ID).lean();
  if (existing) return existing.secret;
  await CalendarFeed.updateOne(
    { _id: ID },
    { $setOnInsert: { secret: newSecret() } },
    { upsert: true },
  );
  return (await CalendarFeed.findById(ID).lean())!.secret;
}

/** Admin only. A new secret: the old address answers 404 from now on. */
export async function regenerateCalendarFeed(session: AdminSession): Promise<string> {
  assertAdmin(session);
  await connectDb();
  const secret = newSecret();
  await CalendarFeed.updateOne({ _id: ID }, { $set: { secret } }, { upsert: true });
  return secret;
}

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The feed for `secret`, or null when it is not the current one (public: the route answers 404). */
export async function calendarFeedFor(secret: string, now = new Date()): Promise<string | null> {
  await connectDb();
  const stored = await CalendarFeed.findById(ID).lean();
  if (!stored || !sameSecret(secret, stored.secret)) return null;
  const appointments = await Appointment.find({
    date: trusted({
      $gte: istDate(new Date(now.getTime() - PAST_DAYS * DAY_MS)),
      $lte: istDate(new Date(now.getTime() + FUTURE_DAYS * DAY_MS)),
    }),
    status: trusted({ $in: [...HOLDING_STATUSES, "completed"] }),
    startsAt: trusted({ $exists: true }),
  })
    .select("name phone email disease date startsAt endsAt status sequence typeName mode")
    .sort({ startsAt: 1 })
    .lean();
  const host = new URL(site.url).hostname;
  const { meetingUrl } = await consultationSettings();
  const events: FeedEvent[] = appointments.flatMap((a) =>
    a.startsAt && a.endsAt
      ? [
          {
            uid: `owner-appointment-${String(a._id)}@${host}`,
            sequence: a.sequence ?? 0,
            start: a.startsAt,
            end: a.endsAt,
            title: `${a.name}: ${a.typeName ?? "Consultation"}${a.mode ? ` (${MODE_LABELS[a.mode as ConsultationMode].toLowerCase()})` : ""}`,
            description: [
              `Reason: ${a.disease}`,
              `Phone: ${a.phone}`,
              `Email: ${a.email}`,
              `Status: ${a.status}`,
              `${site.url}/admin-appointments/${String(a._id)}`,
            ].join("\n"),
            ...feedPlace(a.mode as ConsultationMode | undefined, meetingUrl),
          },
        ]
      : [],
  );
  return calendarFeed(`${site.brand} appointments`, events, now);
}
