import { describe, expect, it } from "vitest";
import { firstValue, hrefWith, oneOf, pageParam } from "./list-params";

describe("admin list search params", () => {
  it("reads the page number, falling back to 1 for anything that is not a positive integer", () => {
    expect(pageParam({ page: "3" })).toBe(3);
    for (const page of [undefined, "", "0", "-2", "1.5", "abc", "1e3x"])
      expect(pageParam({ page })).toBe(1);
    expect(pageParam({ page: ["2", "9"] })).toBe(2);
  });

  it("accepts only listed filter values; anything else means All", () => {
    const plans = ["Basic Plan", "Premium Plan"] as const;
    expect(oneOf({ plan: "Premium Plan" }, "plan", plans)).toBe("Premium Plan");
    expect(oneOf({ plan: "premium plan" }, "plan", plans)).toBeUndefined();
    expect(oneOf({ plan: "" }, "plan", plans)).toBeUndefined();
    expect(oneOf({}, "plan", plans)).toBeUndefined();
  });

  it("trims search text and treats blank as absent", () => {
    expect(firstValue("  asha ")).toBe("asha");
    expect(firstValue("   ")).toBeUndefined();
    expect(firstValue(undefined)).toBeUndefined();
  });

  it("builds links that keep the set values and drop empty ones", () => {
    expect(
      hrefWith("/admin-plan", { plan: "Basic Plan", duration: undefined, q: "", page: 2 }),
    ).toBe("/admin-plan?plan=Basic+Plan&page=2");
    expect(hrefWith("/admin-contacts", { q: undefined })).toBe("/admin-contacts");
    expect(hrefWith("/api/contact", { format: "csv", q: "a&b=c" })).toBe(
      "/api/contact?format=csv&q=a%26b%3Dc",
    );
  });
});
