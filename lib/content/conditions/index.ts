import { PROGRAMMES } from "../programmes";
import { DESCRIPTIVE_FAMILY } from "./descriptive-family";
import { PROGRAMME_FAMILY } from "./programme-family";
import { PSYCHOSIS } from "./psychosis";
import type { Condition } from "./types";

export type { Condition, ContentImage, Feature, Stat, TextSection } from "./types";
export { RESULTS_NOTE } from "./programme-family";

const bySlug = new Map<string, Condition>(
  [...PROGRAMME_FAMILY, ...DESCRIPTIVE_FAMILY, PSYCHOSIS].map((c) => [c.slug, c]),
);

/** The 13 condition pages in the order of lib/content/programmes.ts (the spec's order). */
export const CONDITIONS: readonly Condition[] = PROGRAMMES.map((p) => {
  const condition = bySlug.get(p.slug);
  if (!condition) throw new Error(`No condition page content for /${p.slug}`);
  return condition;
});

export function findCondition(slug: string): Condition | undefined {
  return bySlug.get(slug);
}
