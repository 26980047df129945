import Link from "next/link";
import { hrefWith } from "./list-params";

type PaginationProps = {
  pathname: string;
  /** the other search params to keep (filters, search, sort) */
  keep: Record<string, string | undefined>;
  page: number;
  pageSize: number;
  total: number;
};

const linkClass =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-100";
const disabledClass = "rounded-md border border-slate-200 px-3 py-1.5 text-slate-500";

export function Pagination({ pathname, keep, page, pageSize, total }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav
      aria-label="Pagination"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-slate-700">
        Showing {first}–{last} of {total} · Page {page} of {pages}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link
            href={hrefWith(pathname, { ...keep, page: page - 1 })}
            className={linkClass}
            rel="prev"
          >
            Previous
          </Link>
        ) : (
          <span className={disabledClass} aria-disabled="true">
            Previous
          </span>
        )}
        {page < pages ? (
          <Link
            href={hrefWith(pathname, { ...keep, page: page + 1 })}
            className={linkClass}
            rel="next"
          >
            Next
          </Link>
        ) : (
          <span className={disabledClass} aria-disabled="true">
            Next
          </span>
        )}
      </div>
    </nav>
  );
}
