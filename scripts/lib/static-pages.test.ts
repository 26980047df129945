import { describe, expect, it } from "vitest";
import { staticPageMatcher, urlForNext } from "./static-pages.mjs";

// The shapes of Next 16's routes-manifest.json and prerender-manifest.json, cut down.
const route = (page: string, regex: string) => ({ page, regex });
const isWholePage = staticPageMatcher({
  routesManifest: {
    staticRoutes: [
      route("/", "^/(?:/)?$"),
      route("/about", "^/about(?:/)?$"),
      route("/appointment/cancel", "^/appointment/cancel(?:/)?$"),
      route("/admin-plan", "^/admin\\-plan(?:/)?$"),
      route("/data-deletion", "^/data\\-deletion(?:/)?$"),
    ],
    dynamicRoutes: [
      route("/admin-plan/[id]", "^/admin\\-plan/([^/]+?)(?:/)?$"),
      route("/blog/[slug]", "^/blog/([^/]+?)(?:/)?$"),
      route("/pay/[reference]", "^/pay/([^/]+?)(?:/)?$"),
      route("/[programme]", "^/([^/]+?)(?:/)?$"),
    ],
  },
  prerenderManifest: {
    routes: {
      "/": { compute: "static", response: "complete" },
      "/about": { compute: "static", response: "complete" },
      "/admin-plan": { compute: "blocking", response: "empty" },
      "/appointment/cancel": { compute: "resuming", response: "initial" },
      "/blog/millets": { compute: "static", srcRoute: "/blog/[slug]" },
      "/HeartDiet": { compute: "static", srcRoute: "/[programme]" },
    },
    dynamicRoutes: { "/admin-plan/[id]": { fallback: "/admin-plan/[id]" } },
  },
});

describe("staticPageMatcher (which requests a page prerendered whole answers)", () => {
  it("takes exact routes first, as Next does, then the dynamic ones", () => {
    expect(isWholePage("/")).toBe(true);
    expect(isWholePage("/about")).toBe(true);
    expect(isWholePage("/about/")).toBe(true);
    // an exact route rendered per request, though /[programme] would match it
    expect(isWholePage("/data-deletion")).toBe(false);
    expect(isWholePage("/admin-plan")).toBe(false);
    expect(isWholePage("/appointment/cancel")).toBe(false);
  });

  it("counts a dynamic route whose pages the build prerendered whole, also for new paths", () => {
    expect(isWholePage("/blog/millets")).toBe(true);
    expect(isWholePage("/blog/written-since-the-build")).toBe(true);
    expect(isWholePage("/HeartDiet")).toBe(true);
    expect(isWholePage("/pay/signed.reference")).toBe(false);
    expect(isWholePage("/admin-plan/64b0c0ffee")).toBe(false);
    expect(isWholePage("/no/such/page")).toBe(false);
  });
});

describe("urlForNext", () => {
  it("drops a visitor's query on a page prerendered whole, keeping only Next's _rsc", () => {
    expect(urlForNext("/about?token=SECRET&email=a%40b.in", isWholePage)).toBe("/about");
    expect(urlForNext("/about?_rsc=abc12&token=SECRET", isWholePage)).toBe("/about?_rsc=abc12");
    expect(urlForNext("/about", isWholePage)).toBe("/about");
  });

  it("leaves every other request as it came", () => {
    for (const url of [
      "/appointment/cancel?token=T",
      "/admin-plan?status=new&page=2",
      "/api/appointments/slots?date=2026-12-01",
      "/_next/static/chunks/a.js?v=1",
    ])
      expect(urlForNext(url, isWholePage)).toBe(url);
  });
});
