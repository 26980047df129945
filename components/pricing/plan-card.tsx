import type { Plan } from "@/lib/content/plans";
import { ChoosePlanButton } from "./choose-plan-button";

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

export function PlanCard({
  plan,
  price,
  practiceWhatsApp,
}: {
  plan: Plan;
  price: number;
  practiceWhatsApp: string;
}) {
  const headingId = `plan-${plan.name.split(" ")[0]!.toLowerCase()}`;
  const highlighted = Boolean(plan.blurb);
  return (
    <li
      className={`flex flex-col rounded-2xl bg-white p-6 shadow-lg ring-1 ${highlighted ? "ring-2 ring-brand-600" : "ring-slate-200"}`}
      aria-labelledby={headingId}
    >
      {/* The spaces keep the card's text apart where it is read as text (textContent, copy,
          search): 'Basic Plan 1 Month ₹…', not 'Basic Plan1 Month₹…'. */}
      <h3 id={headingId} className="text-2xl font-bold text-slate-900">
        {plan.name}
      </h3>{" "}
      <p className="mt-1 font-medium text-brand-800">{plan.duration}</p>{" "}
      <p className="mt-4 text-3xl font-extrabold text-slate-900">{rupees.format(price)}</p>
      {plan.blurb ? (
        <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900">
          {plan.blurb}
        </p>
      ) : null}
      <ul className="mt-5 flex-1 space-y-2 text-slate-700">
        {plan.feature.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-brand-700">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <ChoosePlanButton
        plan={plan.name}
        duration={plan.duration}
        price={price}
        describedBy={headingId}
        practiceWhatsApp={practiceWhatsApp}
      />
    </li>
  );
}
