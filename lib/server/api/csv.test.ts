import { describe, expect, it } from "vitest";
import { csvDate, csvDateTime, neutralise, quote, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes per RFC 4180: commas, quotes, CR and LF", () => {
    expect(quote("plain")).toBe("plain");
    expect(quote("a,b")).toBe('"a,b"');
    expect(quote('say "hi"')).toBe('"say ""hi"""');
    expect(quote("line1\nline2")).toBe('"line1\nline2"');
    expect(quote("cr\r")).toBe('"cr\r"');
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    for (const cell of ['=HYPERLINK("http://x")', "+1+1", "-2", "@SUM(A1)", "\tx", "\rx"]) {
      expect(neutralise(cell)).toBe(`'${cell}`);
    }
    expect(neutralise("fine = ok")).toBe("fine = ok");
  });

  it("writes a header row and one CRLF-terminated row per item", () => {
    const csv = toCsv(
      [
        { header: "Name", value: (r: { n: string }) => r.n },
        { header: "Note", value: () => "=1,2" },
      ],
      [{ n: "Asha" }, { n: 'Z "Q"' }],
    );
    expect(csv).toBe('Name,Note\r\nAsha,"\'=1,2"\r\n"Z ""Q""","\'=1,2"\r\n');
  });
});

describe("dates for a spreadsheet", () => {
  it("shows instants in IST as DD/MM/YYYY HH:mm and calendar dates as DD/MM/YYYY", () => {
    expect(csvDateTime("2026-03-31T18:29:00Z")).toBe("31/03/2026 23:59");
    expect(csvDateTime(new Date("2026-03-31T18:30:00Z"))).toBe("01/04/2026 00:00");
    expect(csvDateTime(undefined)).toBe("");
    expect(csvDate("2026-12-01")).toBe("01/12/2026");
  });
});
