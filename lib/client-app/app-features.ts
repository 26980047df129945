import { z } from "zod";
import type { COMPARISON_ROWS } from "@/lib/content/pricing";

/**
 * The features of the client's app, each named by the row of the pricing comparison that sells
 * it (lib/content/pricing.ts). Plain data for both sides: which plan includes which is
 * ./plan-features.ts (server, it reads the catalogue).
 */
export const APP_FEATURES = {
  messages: { label: "Messages with the dietician", row: "Mobile App Access" },
  weightLog: { label: "Logging her weight", row: "Mobile App Access" },
  progressTools: {
    label: "Advanced progress tracking (waist, hip and photos)",
    row: "Advanced Progress Tracking Tools",
  },
} as const satisfies Record<string, { label: string; row: (typeof COMPARISON_ROWS)[number] }>;

export type AppFeature = keyof typeof APP_FEATURES;
export const APP_FEATURE_NAMES = Object.keys(APP_FEATURES) as AppFeature[];

export const isAppFeature = (name: string): name is AppFeature => Object.hasOwn(APP_FEATURES, name);

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
