/** A CSV column: its header and how to read the cell from an item. */
export type CsvColumn<T> = { header: string; value: (item: T) => string };

/**
 * A cell that a spreadsheet would read as a formula (= + - @, or a leading tab / CR) gets a
 * leading apostrophe, so an exported message cannot run code in the owner's spreadsheet.
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180 quoting: cells with a comma, quote, CR or LF are quoted and their quotes doubled. */
export function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A CSV document with a header row and CRLF line ends. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], items: readonly T[]): string {
  const row = (cells: string[]) => cells.map((cell) => quote(neutralise(cell))).join(",");
  const lines = [
    row(columns.map((c) => c.header)),
    ...items.map((item) => row(columns.map((c) => c.value(item)))),
  ];
  return lines.join("\r\n") + "\r\n";
}

const IST_MS = 330 * 60_000;

/** An instant as the owner's spreadsheet should show it: "27/11/2026 07:05" in IST. */
export function csvDateTime(value: string | Date | undefined | null): string {
  if (!value) return "";
  const ist = new Date(new Date(value).getTime() + IST_MS).toISOString();
  return `${ist.slice(8, 10)}/${ist.slice(5, 7)}/${ist.slice(0, 4)} ${ist.slice(11, 16)}`;
}

/** A calendar date (YYYY-MM-DD) as DD/MM/YYYY. */
export function csvDate(date: string | undefined | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? "");
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (date ?? "");
}
