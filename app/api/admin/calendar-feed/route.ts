import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import {
  calendarFeedSecret,
  feedUrl,
  regenerateCalendarFeed,
  webcalUrl,
} from "@/lib/booking/data/calendar-feed";

/** Admin only: the calendar subscription's addresses, `{ url, webcal }` (made on first use). */
export const GET = withAdmin(async (_request, { session }) => {
  const secret = await calendarFeedSecret(session);
  return json(
    { url: feedUrl(secret), webcal: webcalUrl(secret) },
    {
      headers: { "Cache-Control": "private, no-store" },
    },
  );
});

/** Admin only: a new address; the old one answers 404 from now on. 201 `{ url, webcal }`. */
export const POST = withAdmin(async (_request, { session }) => {
  const secret = await regenerateCalendarFeed(session);
  return json(
    { url: feedUrl(secret), webcal: webcalUrl(secret) },
    {
      status: 201,
      headers: { "Cache-Control": "private, no-store" },
    },
  );
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
