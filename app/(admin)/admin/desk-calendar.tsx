import { NewCalendarAddressButton } from "@/components/booking/new-calendar-address-button";
import { CopyableLink } from "@/components/admin/copyable-link";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { calendarFeedSecret, feedUrl, webcalUrl } from "@/lib/booking/data/calendar-feed";

/**
 * The owner's appointments in her phone's calendar: the secret subscription address, to add with
 * one tap (webcal) or to paste into Google Calendar ("From URL"), and a way to revoke it.
 */
export async function DeskCalendar() {
  const session = await requireAdminPage();
  const secret = await calendarFeedSecret(session).catch(() => null);
  if (!secret) return null;
  const url = feedUrl(secret);
  return (
    <section aria-labelledby="calendar-heading" className="space-y-2">
      <h2 id="calendar-heading" className="text-xl font-semibold text-slate-900">
        Your appointments in your phone&apos;s calendar
      </h2>
      <p className="text-slate-800">
        <a href={webcalUrl(secret)} className="font-medium text-brand-800 underline">
          Add to my calendar app
        </a>
        , or in Google Calendar choose Other calendars, then From URL, and paste this address. Keep
        it to yourself: it shows your clients&apos; names and numbers.
      </p>
      <CopyableLink id="calendar-feed-url" url={url} what="the calendar address">
        <NewCalendarAddressButton />
      </CopyableLink>
    </section>
  );
}
