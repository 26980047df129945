import { describe, expect, it } from "vitest";
import { ADMIN_NAV, groupUnread, isCurrentEntry } from "./admin-nav";
import { ADMIN_ROUTES } from "./pages/routes";

describe("the admin menu", () => {
  const entries = ADMIN_NAV.flatMap((group) => group.entries);

  it("lists every admin screen once, and nothing else", () => {
    expect(entries.map((e) => e.href).sort()).toEqual([...ADMIN_ROUTES].sort());
  });

  it("keeps the spec's names for its screens", () => {
    const label = (href: string) => entries.find((e) => e.href === href)?.label;
    expect(label("/admin-plan")).toBe("Admin Plans");
    expect(label("/admin-appointments")).toBe("Admin Appointments");
    expect(label("/admin-blogs")).toBe("Admin Blogs");
    expect(label("/admin-contacts")).toBe("Admin Contacts");
    expect(label("/admin-specialOffer")).toBe("Offer");
    expect(label("/admin-updateCredentials")).toBe("Update Credentials");
  });

  it("fits a phone's bar: five groups at most", () => {
    expect(ADMIN_NAV.length).toBeLessThanOrEqual(5);
  });

  it("marks a screen current on itself and its records, Today only on itself", () => {
    expect(isCurrentEntry("/admin-plan", "/admin-plan")).toBe(true);
    expect(isCurrentEntry("/admin-plan", "/admin-plan/abc")).toBe(true);
    expect(isCurrentEntry("/admin-plan", "/admin-plans")).toBe(false);
    expect(isCurrentEntry("/admin", "/admin")).toBe(true);
    expect(isCurrentEntry("/admin", "/admin-plan")).toBe(false);
  });

  it("sums a group's unread items", () => {
    const requests = ADMIN_NAV.find((g) => g.label === "Requests")!;
    expect(groupUnread(requests, { plans: 2, contacts: 3 })).toBe(5);
    expect(groupUnread(requests, {})).toBe(0);
  });
});
