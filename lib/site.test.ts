import { describe, expect, it } from "vitest";
import { parseSiteConfig, whatsappLink } from "./site";

describe("site configuration", () => {
  it("has demo defaults for a fictional practice in Naraina, New Delhi", () => {
    const config = parseSiteConfig({});
    expect(config.brand).toBeTruthy();
    expect(config.clinicAddress).toContain("Naraina");
    expect(config.clinicAddress).toContain("New Delhi");
    expect(config.prices["Basic Plan"]).toBeGreaterThan(0);
    expect(config.url).toBe("http://localhost:3000");
    expect(config.gaMeasurementId).toBeUndefined();
  });

  it("takes each value from its environment variable", () => {
    const config = parseSiteConfig({
      SITE_BRAND: "Green Plate",
      SITE_PHONE: "+91 99999 88888",
      SITE_WHATSAPP: "919999988888",
      SITE_URL: "https://greenplate.example/",
      PRICE_PREMIUM_PLAN: "4200",
      NEXT_PUBLIC_GA_ID: "G-TEST1234",
    });
    expect(config.brand).toBe("Green Plate");
    expect(config.phoneHref).toBe("tel:+919999988888");
    expect(config.url).toBe("https://greenplate.example");
    expect(config.prices["Premium Plan"]).toBe(4200);
    expect(config.gaMeasurementId).toBe("G-TEST1234");
    expect(whatsappLink("Hi there", config)).toBe("https://wa.me/919999988888?text=Hi%20there");
  });

  it("treats an empty variable as unset", () => {
    expect(parseSiteConfig({ SITE_BRAND: "" }).brand).toBe(parseSiteConfig({}).brand);
  });

  it.each([
    ["SITE_EMAIL", "not-an-email"],
    ["SITE_URL", "ftp://example.com"],
    ["PRICE_BASIC_PLAN", "-5"],
    ["PRICE_ULTIMATE_PLAN", "lots"],
    ["SITE_WHATSAPP", "+91 98100"],
    ["NEXT_PUBLIC_GA_ID", "UA-1234"],
  ])("fails fast naming %s when it is invalid", (variable, value) => {
    expect(() => parseSiteConfig({ [variable]: value })).toThrow(
      new RegExp(`Invalid site configuration.*${variable}`),
    );
  });
});
