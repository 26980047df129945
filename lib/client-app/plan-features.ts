import { COMPARISON_ROWS } from "@/lib/content/pricing";
import { PLANS } from "@/lib/content/plans";
import { APP_FEATURE_NAMES, APP_FEATURES, type AppFeature } from "./app-features";

export { APP_FEATURE_NAMES, APP_FEATURES, isAppFeature, type AppFeature } from "./app-features";

/**
 * What the client's app offers her, by the plan she is on, as the catalogue lists it (the pricing
 * comparison's rows, lib/content/pricing.ts): every plan has "Mobile App Access" (her messages and
 * her weight log), Ultimate "Advanced Progress Tracking Tools" (waist, hip and other measures, and
 * progress photos). The owner can grant a feature beyond the plan to one client. Without a
 * current programme she still sees what is hers (visits, charts, receipts) and can write nothing.
 */
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

/**
 * Her current programme, whose plan decides her features: the running one, else the next to
 * start; none once all have ended. `programmes` newest first, as programmesOfClient gives them.
 */
export function currentProgramme<P extends { state: string }>(programmes: readonly P[]) {
  return (
    programmes.find((p) => p.state === "active") ??
    programmes.findLast((p) => p.state === "upcoming")
  );
}
