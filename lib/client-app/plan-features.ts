import { z } from "zod";
import { COMPARISON_ROWS } from "@/lib/content/pricing";
import { PLANS } from "@/lib/content/plans";

/**
 * What the client's app offers her, by the plan she is on, as the catalogue lists it (the pricing
 * comparison's rows, lib/content/pricing.ts): every plan has "Mobile App Access" (her messages and
 * her weight log), Ultimate "Advanced Progress Tracking Tools" (waist, hip and other measures, and
 * progress photos). The owner can grant a feature beyond the plan to one client. Without a
 * current programme she still sees what is hers (visits, charts, receipts) and can write nothing.
 */
export const APP_FEATURES = {
  messages: { label: "Messages with the dietician", row: "Mobile App Access" },
  weightLog: { label: "Logging her weight", row: "Mobile App Access" },
  progressTools: {
    label: "Advanced progress tracking (measures and photos)",
    row: "Advanced Progress Tracking Tools",
  },
} as const satisfies Record<string, { label: string; row: (typeof COMPARISON_ROWS)[number] }>;

export type AppFeature = keyof typeof APP_FEATURES;
export const APP_FEATURE_NAMES = Object.keys(APP_FEATURES) as AppFeature[];

export const isAppFeature = (name: string): name is AppFeature => Object.hasOwn(APP_FEATURES, name);

/** The rows of the comparison a plan includes (its leading `includedRows`). */
function rowsOf(plan: string): readonly string[] {
  const entry = PLANS.find((p) => p.name === plan);
  return entry ? COMPARISON_ROWS.slice(0, entry.includedRows) : [];
}

/**
 * The features of a client on `plan` (null: no current programme) with what the owner granted
 * her; a granted name that is no feature (an old one) counts for nothing.
 */
export function featuresOf(plan: string | null, granted: readonly string[] = []): AppFeature[] {
  const rows = plan ? rowsOf(plan) : [];
  return APP_FEATURE_NAMES.filter(
    (feature) => rows.includes(APP_FEATURES[feature].row) || granted.includes(feature),
  );
}

/** The client's app as the owner sees it on her page: what her plan gives, and what was granted. */
export type ClientAppSettings = {
  plan: string | null;
  fromPlan: AppFeature[];
  granted: AppFeature[];
};

/** PUT /api/admin/clients/{id}/app-features: the features granted beyond her plan. */
export const appFeatureGrantsSchema = z.object({
  granted: z.array(z.enum(APP_FEATURE_NAMES, { error: "Choose features of the app" })).max(10),
});
