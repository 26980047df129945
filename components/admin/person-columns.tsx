import Link from "next/link";
import type { Column } from "./data-table";
import { formatDateTime } from "./display-format";

/** The person's name, linking to their record; the card's title on a phone. */
export function nameColumn<R extends { name: string }>(href: (row: R) => string): Column<R> {
  return {
    header: "Name",
    cell: (r) => (
      <Link href={href(r)} prefetch={false} className="text-brand-800 underline">
        {r.name}
      </Link>
    ),
    className: "min-w-36 font-medium",
    card: "title",
  };
}

/** A mail link, or "–" when there is no address. */
export function emailColumn<R extends { email?: string | null }>(
  card?: Column<R>["card"],
): Column<R> {
  return {
    header: "Email",
    cell: (r) =>
      r.email ? (
        <a href={`mailto:${r.email}`} className="text-brand-800 underline">
          {r.email}
        </a>
      ) : (
        "–"
      ),
    ...(card ? { card } : {}),
  };
}

/** A tap-to-call link (the number's digits and +), or "–" when there is none. */
export function phoneColumn<R extends { phone?: string | null }>(): Column<R> {
  return {
    header: "Phone",
    cell: (r) =>
      r.phone ? (
        <a
          href={`tel:${r.phone.replace(/[^\d+]/g, "")}`}
          className="whitespace-nowrap text-brand-800 underline"
        >
          {r.phone}
        </a>
      ) : (
        "–"
      ),
  };
}

/** When the row was made, in the practice's time zone. */
export function createdColumn<R extends { createdAt: Date | string }>(
  header: string,
  timeZone: string,
): Column<R> {
  return {
    header,
    cell: (r) => formatDateTime(r.createdAt, timeZone),
    className: "whitespace-nowrap",
  };
}
