import { OptimizedImage } from "@/components/ui/optimized-image";
import type { DietPlan } from "@/lib/content/diet-plans";

/** One diet plan with its 'Join Now' chat link (built on the server, since the number is configuration). */
export function DietPlanCard({
  plan,
  joinHref,
  eagerImage,
}: {
  plan: DietPlan;
  joinHref: string;
  eagerImage: boolean;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <OptimizedImage
        src={plan.image.src}
        alt={plan.image.alt}
        width={640}
        height={420}
        preload={eagerImage}
        fetchPriority={eagerImage ? "high" : undefined}
        sizes="(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 92vw"
        className="aspect-[32/21] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-bold text-slate-900">{plan.title}</h2>
        <p className="mt-2 flex-1 text-slate-700">{plan.description}</p>
        <a
          href={joinHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Join Now – ${plan.title} (opens WhatsApp)`}
          className="mt-5 inline-flex items-center self-start rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Join Now
        </a>
      </div>
    </li>
  );
}
