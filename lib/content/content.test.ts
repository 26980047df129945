import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONDITIONS } from "./conditions";
import { DIET_PLANS, dietPlanJoinMessage } from "./diet-plans";
import { GALLERY_IMAGES } from "./gallery";
import { cancellationRefundPolicy, termsOfService } from "./legal";
import { PROGRAMMES, PROGRAMME_CARDS } from "./programmes";
import { EXTRA_ALIASES, LOWERCASE_ALIASES } from "./route-aliases";

const file = (src: string) => path.join(import.meta.dirname, "..", "..", "public", src);

describe("content modules", () => {
  it("has one condition page per programme route, in the same order", () => {
    expect(CONDITIONS.map((c) => c.slug)).toEqual(PROGRAMMES.map((p) => p.slug));
    expect(PROGRAMME_CARDS).toHaveLength(12);
  });

  it("gives every page but Psychosis five FAQ questions and a booking link", () => {
    for (const condition of CONDITIONS) {
      const educational = condition.slug === "PsychosisDisorder";
      expect(condition.faq?.length ?? 0, condition.slug).toBe(educational ? 0 : 5);
      expect(condition.booking, condition.slug).toBe(!educational);
    }
  });

  it("points every illustration at a small file that exists", () => {
    const images = [
      ...PROGRAMMES.map((p) => p.img.src),
      ...CONDITIONS.flatMap((c) =>
        [c.idealFor, c.exercise, c.counselling, ...(c.sections ?? [])].flatMap((s) =>
          s?.image ? [s.image.src] : [],
        ),
      ),
      ...DIET_PLANS.map((p) => p.image.src),
      ...GALLERY_IMAGES.map((g) => g.src),
    ];
    for (const src of images) {
      expect(existsSync(file(src)), src).toBe(true);
      expect(statSync(file(src)).size, src).toBeLessThan(60 * 1024);
    }
  });

  it("has 29 diet plans and 15 gallery images (12 JPEG, 3 PNG)", () => {
    expect(DIET_PLANS).toHaveLength(29);
    expect(new Set(DIET_PLANS.map((p) => p.image.src)).size).toBe(29);
    expect(dietPlanJoinMessage("Keto")).toContain("Keto");
    expect(GALLERY_IMAGES.filter((g) => g.src.endsWith(".jpg"))).toHaveLength(12);
    expect(GALLERY_IMAGES.filter((g) => g.src.endsWith(".png"))).toHaveLength(3);
  });

  it("writes the configured court city and the spec's refund figures into the policies", () => {
    const context = {
      brand: "Test Clinic",
      email: "a@b.in",
      phone: "+91 1",
      courtCity: "Pune",
      clinicAddress: "x",
    };
    expect(JSON.stringify(termsOfService(context))).toContain("courts at Pune");
    const refund = JSON.stringify(cancellationRefundPolicy(context));
    for (const text of ["24 hours", "up to 50%", "within 7 days", "within 14 business days"])
      expect(refund).toContain(text);
  });

  it("only redirects lower-case aliases, never a route to itself", () => {
    for (const alias of [...LOWERCASE_ALIASES, ...EXTRA_ALIASES]) {
      expect(alias.source).toBe(alias.source.toLowerCase());
      expect(alias.source).not.toBe(alias.destination);
    }
  });
});
