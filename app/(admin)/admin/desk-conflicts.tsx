import Link from "next/link";
import { ErrorMessage } from "@/components/admin/error-message";
import { formatCalendarDate } from "@/components/admin/display-format";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { bookingConflicts } from "@/lib/booking/data/booking-conflicts";
import { loadAdminData } from "../load-admin-data";

/**
 * The bookings the owner's changes of hours, blocks or closed dates left outside (never dropped),
 * each with why, for her to move or cancel from its page. Nothing when every booking fits.
 */
export async function DeskConflicts({ now }: { now: Date }) {
  const session = await requireAdminPage();
  const loaded = await loadAdminData("bookings outside the hours", () =>
    bookingConflicts(session, now),
  );
  if (!loaded.ok)
    return <ErrorMessage>Error checking the bookings against your hours</ErrorMessage>;
  if (loaded.data.length === 0) return null;
  return (
    <section
      aria-labelledby="conflicts-heading"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="conflicts-heading" className="text-xl font-semibold text-slate-900">
        Bookings outside your hours
      </h2>
      <p className="text-slate-800">
        Booked before you changed your hours, blocked a time or closed a date. They are kept: move
        or cancel each from its page, or tell the client it still stands.
      </p>
      <ul className="divide-y divide-amber-200 rounded-lg border border-amber-200 bg-white">
        {loaded.data.map((c) => (
          <li key={c._id} className="p-3">
            <span className="font-semibold text-slate-900">
              {formatCalendarDate(c.date)}, {c.time} IST
            </span>{" "}
            ·{" "}
            <Link
              href={`/admin-appointments/${c._id}`}
              prefetch={false}
              className="font-medium text-brand-800 underline"
            >
              {c.name}
            </Link>
            {c.typeName ? ` · ${c.typeName}` : ""} · {c.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
