import { describe, expect, it } from "vitest";
import {
  defaultWhatsAppTexts,
  fillTemplate,
  WHATSAPP_PLACEHOLDERS,
  WHATSAPP_TEMPLATE_KINDS,
  WHATSAPP_TEMPLATE_MAX,
  WHATSAPP_TEMPLATES,
} from "./message-templates";

describe("fillTemplate", () => {
  it("replaces every known placeholder, as often as it appears", () => {
    expect(
      fillTemplate("{name}, {name}: {reference} on {date}", {
        name: "Asha",
        reference: "3F9A1C",
        date: "Tuesday, 1 December 2026",
      }),
    ).toBe("Asha, Asha: 3F9A1C on Tuesday, 1 December 2026");
  });

  it("leaves unknown placeholders and stray braces as they are", () => {
    expect(fillTemplate("{nmae} {} {name} {{name}} {toString}", { name: "Asha" })).toBe(
      "{nmae} {} Asha {Asha} {toString}",
    );
  });

  it("words a missing or blank value sensibly", () => {
    expect(fillTemplate("{date}, {time}", { date: "Friday, 4 December 2026", time: " " })).toBe(
      "Friday, 4 December 2026, time to be agreed",
    );
    expect(fillTemplate("{plan} for {duration}, {reviewLink}.", {})).toBe(
      "your plan for the agreed period, .",
    );
  });

  it("does not read a value again for placeholders", () => {
    expect(fillTemplate("Hi {name}, {price}", { name: "{price}", price: "₹5,499" })).toBe(
      "Hi {price}, ₹5,499",
    );
  });
});

describe("the default templates", () => {
  it("exist for every kind, use only known placeholders, fit the limit and are signed", () => {
    expect(Object.keys(WHATSAPP_TEMPLATES)).toEqual([...WHATSAPP_TEMPLATE_KINDS]);
    for (const kind of WHATSAPP_TEMPLATE_KINDS) {
      const text = WHATSAPP_TEMPLATES[kind].defaultText;
      expect(text.length).toBeLessThanOrEqual(WHATSAPP_TEMPLATE_MAX);
      for (const [, key] of text.matchAll(/\{(\w+)\}/g))
        expect(Object.keys(WHATSAPP_PLACEHOLDERS)).toContain(key);
      expect(text).toMatch(/Warm regards,\nDt\. \{practitioner\}\n\{brand\}$/);
      expect(text).toContain("{name}");
    }
    expect(defaultWhatsAppTexts()["review-request"]).toContain("{reviewLink}");
    expect(defaultWhatsAppTexts().confirmation).toMatch(/\{date\}, \{time\}.*\{reference\}/s);
  });
});
