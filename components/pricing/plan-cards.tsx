import { PLANS, planPrice } from "@/lib/content/plans";
import { site } from "@/lib/site";
import { PlanCard } from "./plan-card";

/** The three plans with their 'Choose Plan' buttons (home and pricing page). */
export function PlanCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {PLANS.map((plan) => (
        <PlanCard
          key={plan.name}
          plan={plan}
          price={planPrice(plan.name)}
          practiceWhatsApp={site.whatsappNumber}
        />
      ))}
    </ul>
  );
}
