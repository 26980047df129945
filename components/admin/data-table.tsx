import type { ReactNode } from "react";

/**
 * A column, and what it is in a row's card on phones (below 640 px): the card's title, its one
 * action (last), a detail line labelled with the header (the default), or left out (the row's own
 * page shows it).
 */
export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  card?: "title" | "action" | "detail" | "omit";
};

type DataTableProps<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
};

const CARD: Record<NonNullable<Column<unknown>["card"]>, string> = {
  title: "max-sm:text-base max-sm:font-semibold",
  action: "max-sm:order-last max-sm:pt-2",
  detail:
    "max-sm:before:mr-1 max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]",
  omit: "max-sm:hidden",
};

/**
 * A plain, semantic table; the scroll container is focusable so keyboard users can scroll it.
 * Below 640 px the same markup is a list of cards, one per row (the header row is then read by
 * screen readers only), so no phone scrolls a list sideways. The container is `relative`: a
 * visually hidden label (absolute) in a cell past the visible width stays inside it, not in the
 * page's scroll width.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, empty }: DataTableProps<T>) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent"
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800 max-sm:sr-only">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className="px-3 py-2 font-semibold whitespace-nowrap"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
          {rows.length === 0 ? (
            <tr className="max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white">
              <td
                colSpan={columns.length}
                className="px-3 py-6 text-center text-slate-600 max-sm:block"
              >
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                className="align-top hover:bg-slate-50 max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3"
              >
                {columns.map((column) => {
                  const card = column.card ?? "detail";
                  return (
                    <td
                      key={column.header}
                      data-label={card === "detail" ? `${column.header}:` : undefined}
                      className={`px-3 py-2 text-slate-800 ${column.className ?? ""} max-sm:block max-sm:min-w-0 max-sm:p-0 max-sm:break-words max-sm:whitespace-normal ${CARD[card]}`}
                    >
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
