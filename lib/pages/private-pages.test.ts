import { describe, expect, it } from "vitest";
import { analyticsAllowed, isPrivatePage } from "./private-pages";

describe("private pages", () => {
  it("are the signed links' pages and the owner's sign-in, with what lies below them", () => {
    for (const path of [
      "/AdminLogin",
      "/appointment/cancel",
      "/appointment/reschedule",
      "/data-deletion",
      "/diet-chart",
      "/pay",
      "/pay/abc.def",
    ])
      expect(isPrivatePage(path), path).toBe(true);
    for (const path of ["/", "/appointment", "/pricing", "/payments", "/blog/pay", "/about"])
      expect(isPrivatePage(path), path).toBe(false);
  });

  it("keep analytics out while shown, and for the rest of a document opened on one", () => {
    expect(analyticsAllowed("/", "/pricing")).toBe(true);
    expect(analyticsAllowed("/", "/pay/abc.def")).toBe(false);
    expect(analyticsAllowed("/appointment/cancel", "/appointment")).toBe(false);
    expect(analyticsAllowed("/AdminLogin", "/")).toBe(false);
  });
});

describe("the link pages (app/(links))", () => {
  it("are all private pages", async () => {
    const { readdir } = await import("node:fs/promises");
    const folder = new URL("../../app/(links)/", import.meta.url);
    const pages = (await readdir(folder, { recursive: true }))
      .filter((file) => file.endsWith("page.tsx"))
      .map((file) => `/${file.replace(/\/?page\.tsx$/, "")}`);
    expect(pages.sort()).toEqual([
      "/appointment/cancel",
      "/appointment/reschedule",
      "/data-deletion",
      "/diet-chart",
      "/intake",
      "/pay",
    ]);
    for (const page of pages) expect(isPrivatePage(page), page).toBe(true);
  });
});
