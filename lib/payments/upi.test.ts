import { describe, expect, it } from "vitest";
import { UPI_VPA_PATTERN } from "@/lib/server/config-parse";
import { formatUpiAmount, planPaymentNote, upiPayUrl } from "./upi";

const base = {
  vpa: "meera.kapoor@okaxis",
  payeeName: "Poshan Diet Clinic",
  amount: 2999,
  reference: "K7M3Q9TX",
  note: planPaymentNote("Basic Plan", "1 Month"),
};

describe("upiPayUrl", () => {
  it("builds the intent URI with every field, in the order apps document", () => {
    expect(upiPayUrl(base)).toBe(
      "upi://pay?pa=meera.kapoor@okaxis&pn=Poshan%20Diet%20Clinic&am=2999.00&cu=INR&tr=K7M3Q9TX&tn=Basic%20Plan%2C%201%20Month",
    );
  });

  it("encodes names and notes with &, =, # and non-Latin letters so they cannot add parameters", () => {
    const url = upiPayUrl({ ...base, payeeName: "Dr. A&B = Clinic #1", note: "पोषण योजना?" });
    const query = new URLSearchParams(url.slice("upi://pay?".length));
    expect([...query.keys()]).toEqual(["pa", "pn", "am", "cu", "tr", "tn"]);
    expect(query.get("pn")).toBe("Dr. A&B = Clinic #1");
    expect(query.get("tn")).toBe("पोषण योजना?");
    expect(url).not.toContain("+");
  });

  it("writes amounts with exactly two decimals", () => {
    expect(formatUpiAmount(5499)).toBe("5499.00");
    expect(formatUpiAmount(0.5)).toBe("0.50");
    expect(formatUpiAmount(199.999)).toBe("200.00");
    expect(upiPayUrl({ ...base, amount: 7999 })).toContain("&am=7999.00&");
  });

  it("refuses a zero or negative amount and a malformed UPI id", () => {
    expect(() => formatUpiAmount(0)).toThrow(RangeError);
    expect(() => formatUpiAmount(-5)).toThrow(RangeError);
    expect(() => formatUpiAmount(Number.NaN)).toThrow(RangeError);
    expect(() => upiPayUrl({ ...base, vpa: "meera&am=1@okaxis" })).toThrow(RangeError);
  });
});

describe("UPI_VPA_PATTERN", () => {
  it("takes handles like banks issue them and refuses the rest", () => {
    for (const ok of ["meera@okaxis", "9810012345@ybl", "poshan.clinic-1@oksbi", "a_b@paytm"])
      expect(UPI_VPA_PATTERN.test(ok), ok).toBe(true);
    for (const bad of [
      "meera",
      "@okaxis",
      "meera@",
      "me era@okaxis",
      "m@ok@axis",
      "a@1bank",
      "x@y",
    ])
      expect(UPI_VPA_PATTERN.test(bad), bad).toBe(false);
  });
});
