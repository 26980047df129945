import { dietPlanJoinMessage, type DietPlan } from "@/lib/content/diet-plans";
import { whatsappLink } from "@/lib/site";
import { DietPlanCard } from "./diet-plan-card";

/** The /DeitPlans card grid: one, two or three columns; each card's 'Join Now' opens a chat naming its plan. */
export function DietPlanGrid({ plans }: { plans: readonly DietPlan[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {plans.map((plan, index) => (
        <DietPlanCard
          key={plan.title}
          plan={plan}
          joinHref={whatsappLink(dietPlanJoinMessage(plan.title))}
          eagerImage={index === 0}
        />
      ))}
    </ul>
  );
}
