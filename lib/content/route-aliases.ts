import { PROGRAMMES } from "./programmes";

/**
 * Friendly lower-case addresses that redirect permanently to the spec's mixed-case routes
 * (used by `redirects()` in next.config.ts, which needs case-sensitive matching for this).
 */
export const LOWERCASE_ALIASES: readonly { source: string; destination: string }[] = [
  "/Gallery",
  "/DeitPlans",
  "/AdminLogin",
  "/OnlineYogaProgram",
  ...PROGRAMMES.map((p) => `/${p.slug}`),
].map((destination) => ({ source: destination.toLowerCase(), destination }));

/** Common misspellings people type for the diet plans page. */
export const EXTRA_ALIASES: readonly { source: string; destination: string }[] = [
  { source: "/dietplans", destination: "/DeitPlans" },
];
