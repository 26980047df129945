/** Plan names and durations as the spec spells them; safe to import from client code. */
export const PLAN_NAMES = ["Basic Plan", "Premium Plan", "Ultimate Plan"] as const;
export const PLAN_DURATIONS = ["1 Month", "2 Months", "3 Months"] as const;
export type PlanName = (typeof PLAN_NAMES)[number];
export type PlanDuration = (typeof PLAN_DURATIONS)[number];
