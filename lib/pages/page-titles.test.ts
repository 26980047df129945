import { describe, expect, it } from "vitest";
import { cancellationRefundPolicy, privacyPolicy, termsOfService } from "@/lib/content/legal";
import { privacyPolicyHindi } from "@/lib/content/legal-hindi";
import { PUBLIC_PAGE_TITLES, pageTitle } from "@/lib/pages/page-titles";
import { PUBLIC_ROUTES } from "@/lib/pages/routes";

const context = {
  brand: "Poshan Diet Clinic",
  email: "care@example.com",
  phone: "+91 98100 12345",
  courtCity: "New Delhi",
  clinicAddress: "C-42, Naraina Vihar, New Delhi",
  retentionMonths: 36,
};

describe("page titles", () => {
  it("name every public route and nothing else", () => {
    expect([...PUBLIC_PAGE_TITLES.keys()].sort()).toEqual([...PUBLIC_ROUTES].sort());
    for (const title of PUBLIC_PAGE_TITLES.values()) expect(title.trim()).not.toBe("");
  });

  it("give a condition page its content's title", () => {
    expect(pageTitle("/PCODandObesityDiet")).toBe("PCOD & Obesity Diet");
  });

  it("are the legal documents' own headings", () => {
    expect(pageTitle("/privacypolicy")).toBe(privacyPolicy(context).title);
    expect(pageTitle("/privacypolicy/hi")).toBe(privacyPolicyHindi(context).title);
    expect(pageTitle("/termsofservice")).toBe(termsOfService(context).title);
    expect(pageTitle("/cancellationrefundpolicy")).toBe(cancellationRefundPolicy(context).title);
  });

  it("refuse a path that is no public page", () => {
    expect(() => pageTitle("/admin")).toThrow(
      "No title for /admin: add it to lib/pages/page-titles.ts",
    );
  });
});
