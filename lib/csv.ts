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
