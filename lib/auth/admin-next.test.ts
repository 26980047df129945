import { describe, expect, it } from "vitest";
import { loginPathFor, safeAdminPath } from "./admin-next";

describe("the login's next page", () => {
  it.each([
    "/admin",
    "/admin-plan",
    "/admin-appointments/6745a1b2c3d4e5f601234567",
    "/admin-data?email=neha%40example.com&request=6745a1b2c3d4e5f601234567",
    "/admin-plan?status=new&page=2",
  ])("accepts the admin path %s", (path) => {
    expect(safeAdminPath(path)).toBe(path);
  });

  it.each([
    null,
    undefined,
    "",
    "/",
    "/blog",
    "//evil.example",
    "//evil.example/admin",
    "/\\evil.example",
    "/admin\\@evil.example",
    "https://evil.example/admin",
    "http:/admin",
    "javascript:alert(1)",
    "admin-plan",
    "/administrator",
    "/admin-plan/../../evil",
    "/admin-plan/%2e%2e",
    "/admin-plan//evil.example",
    "/admin-plan#x",
    "/admin-plan\nLocation: https://evil.example",
    " /admin-plan",
    `/admin-plan?${"a".repeat(2000)}`,
  ])("refuses %j", (path) => {
    expect(safeAdminPath(path)).toBeNull();
  });

  it("names the page in the login's address, or nothing when it is not ours", () => {
    expect(loginPathFor("/admin-appointments/abc")).toBe(
      "/AdminLogin?next=%2Fadmin-appointments%2Fabc",
    );
    expect(loginPathFor("/admin-data?email=a%40b.in")).toBe(
      "/AdminLogin?next=%2Fadmin-data%3Femail%3Da%2540b.in",
    );
    expect(loginPathFor("//evil.example")).toBe("/AdminLogin");
  });
});
