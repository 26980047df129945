import { notFound } from "@/lib/server/api/api-errors";
import { apiRoute, otherMethods } from "@/lib/server/api/route-handler";
import { calendarFeedFor } from "@/lib/booking/data/calendar-feed";

type Context = { params: Promise<{ file: string }> };

const FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * Public by its secret: the owner's calendar subscription, `/calendar/<secret>.ics` (a webcal://
 * address in her calendar app). 404 for any other secret, as for an address made obsolete.
 * Client names and numbers: `private, no-store`, never indexed.
 */
export const GET = apiRoute<Context>(async (_request, { params }) => {
  const secret = FILE.exec((await params).file)?.[1];
  const feed = secret ? await calendarFeedFor(secret) : null;
  if (!feed) throw notFound("No calendar at this address");
  return new Response(feed, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="appointments.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
