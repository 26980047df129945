/** The visitor navigation (spec §2), in order; Services sits between About Us and BMI. */
export const NAV_BEFORE_SERVICES = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About Us" },
] as const;

export const NAV_AFTER_SERVICES = [
  { href: "/bmicalculator", label: "BMI" },
  { href: "/process", label: "Process" },
  { href: "/pricing", label: "View Plans" },
  { href: "/blog", label: "Blog" },
  { href: "/Gallery", label: "Gallery" },
] as const;

export const SERVICES = {
  dietPlans: { href: "/DeitPlans", label: "Diet Plans" },
  yoga: { href: "/OnlineYogaProgram", label: "Online Yoga" },
} as const;

/** A link in the 'Our Programs' submenu; the list comes from the server (lib/content/programmes). */
export type MenuLink = { href: string; label: string };
