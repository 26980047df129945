import { site } from "@/lib/site";

import type { PlanDuration, PlanName } from "./plan-names";

export { PLAN_DURATIONS, PLAN_NAMES, type PlanDuration, type PlanName } from "./plan-names";

export type Plan = {
  name: PlanName;
  duration: PlanDuration;
  /** how many leading rows of the pricing comparison (COMPARISON_ROWS in ./pricing) the plan includes (3 / 7 / 10) */
  includedRows: number;
  feature: readonly string[];
  /** the Ultimate card's highlighted blurb */
  blurb?: string;
  /** follow-up visits included in the programme: one every two weeks of its length */
  followUps: number;
};

export const PLANS: readonly Plan[] = [
  {
    name: "Basic Plan",
    duration: "1 Month",
    includedRows: 3,
    followUps: 2,
    feature: [
      "Personalised diet plan for your goals",
      "Access to the client mobile app",
      "Email support on working days",
      "One plan revision in the month",
    ],
  },
  {
    name: "Premium Plan",
    duration: "2 Months",
    includedRows: 7,
    followUps: 4,
    feature: [
      "Everything in Basic",
      "One-on-one video consultations",
      "Weekly recipe recommendations",
      "Priority support",
      "Guides on label reading and eating out",
    ],
  },
  {
    name: "Ultimate Plan",
    duration: "3 Months",
    includedRows: 10,
    followUps: 6,
    feature: [
      "Everything in Premium",
      "Advanced progress tracking",
      "Customised meal plans every week",
      "Phone support",
      "A maintenance plan for after the programme",
    ],
    blurb:
      "For people committed to lasting change: three months is long enough to turn a plan into habits that stay.",
  },
];

/** The price of a plan in INR, from configuration. The server uses this, never a client's figure. */
export function planPrice(name: PlanName): number {
  return site.prices[name];
}

/** The catalogue's lengths and configured prices, for the pricing FAQ (pricingFaq in ./pricing). */
export const pricedPlans = () =>
  PLANS.map((p) => ({ duration: p.duration, price: planPrice(p.name) }));

/** The catalogue's plan of this name and duration; undefined for a pair it does not sell. */
export const catalogueEntry = (name: string, duration: string): Plan | undefined =>
  PLANS.find((p) => p.name === name && p.duration === duration);

export function durationOf(name: PlanName): PlanDuration {
  const plan = PLANS.find((p) => p.name === name);
  if (!plan) throw new Error(`Unknown plan ${name}`);
  return plan.duration;
}
