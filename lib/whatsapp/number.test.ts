import { describe, expect, it } from "vitest";
import { whatsAppHref, whatsAppNumber } from "./number";

describe("whatsAppNumber", () => {
  it.each([
    ["+91 98100 12345", "919810012345"],
    ["098100-12345", "919810012345"],
    ["(981) 001 2345", "919810012345"],
    ["9810012345", "919810012345"],
    ["98100 12345", "919810012345"],
    ["919810012345", "919810012345"],
    ["+919810012345", "919810012345"],
    ["+91-98100-12345", "919810012345"],
    ["+91 (0) 98100 12345", "919810012345"],
    ["0091 98100 12345", "919810012345"],
    ["011 2345 6789", "911123456789"],
  ])("reads the Indian number %s as %s", (typed, digits) => {
    expect(whatsAppNumber(typed)).toBe(digits);
  });

  it.each([
    ["+44 20 7946 0958", "442079460958"],
    ["+1 (415) 555-2671", "14155552671"],
    ["+971 50 123 4567", "971501234567"],
    ["+65 6123 4567", "6561234567"],
  ])("keeps the foreign number %s as %s", (typed, digits) => {
    expect(whatsAppNumber(typed)).toBe(digits);
  });

  it.each([
    "",
    "   ",
    "call me",
    "98100 1234x",
    "12345",
    "981001234",
    "98100123456",
    "44 20 7946 0958",
    "+91 98100 1234",
    "+91 98100 123456",
    "+123 456",
    "+1234567890123456",
    "+0 98100 12345",
    "++919810012345",
    "9810012345 ext 2",
  ])("refuses %j", (typed) => {
    expect(whatsAppNumber(typed)).toBeNull();
  });
});

describe("whatsAppHref", () => {
  it("links to wa.me with the text encoded", () => {
    expect(whatsAppHref("919810012345", "Hello & welcome\nline 2")).toBe(
      "https://wa.me/919810012345?text=Hello%20%26%20welcome%0Aline%202",
    );
  });
});
