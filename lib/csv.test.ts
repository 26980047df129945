import { describe, expect, it } from "vitest";
import { neutralise, quote, toCsv } from "./csv";

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
