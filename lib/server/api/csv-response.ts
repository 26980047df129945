import "server-only";
import { toCsv, type CsvColumn } from "@/lib/server/api/csv";

/** A CSV download (UTF-8 with a BOM so spreadsheet programs read non-ASCII names correctly). */
export function csvResponse<T>(
  filename: string,
  columns: readonly CsvColumn<T>[],
  items: readonly T[],
): Response {
  const date = new Date().toISOString().slice(0, 10);
  return new Response("\uFEFF" + toCsv(columns, items), {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}-${date}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

export const wantsCsv = (url: URL) => url.searchParams.get("format") === "csv";
