import type { Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { ADMIN_NAV } from "@/lib/admin-nav";

/** A name in the admin menu, with the unread count a list's link or a group may carry. */
export const navName = (label: string) => new RegExp(`^${label}(, \\d+ unread)?$`);

export const adminNav = (page: Page) => page.getByRole("navigation", { name: "Admin" });

/**
 * The admin menu's link to a screen, made visible the way the owner would: at once when it stands
 * in the bar or the sidebar (from 1024 px, every screen), else by opening its group on a phone (a
 * second tap). Returns the link.
 */
export async function reachAdminLink(page: Page, label: string): Promise<Locator> {
  const nav = adminNav(page);
  const link = nav.getByRole("link", { name: navName(label) });
  if (await link.isVisible()) return link;
  const group = ADMIN_NAV.find((g) => g.entries.some((e) => e.label === label));
  if (!group) throw new Error(`No admin menu entry ${label}`);
  await nav.getByRole("button", { name: navName(group.label) }).click();
  await expect(link).toBeVisible();
  return link;
}
