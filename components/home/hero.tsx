import { OptimizedImage } from "@/components/ui/optimized-image";
import { IntentLink } from "@/components/ui/intent-link";
import { buttonClasses } from "@/components/ui/button";
import { HERO_STATS } from "@/lib/content/home";

const BLANK_PIXEL =
  "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

export function Hero({ practitioner }: { practitioner: string }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:py-20">
        <div>
          <p className="font-semibold text-brand-700">Dietician {practitioner}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Personalized Nutrition Coach
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            Food that fits your life, health and culture. Get a plan made for you, with the support
            to make it last.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <IntentLink href="/pricing" className={buttonClasses("primary")}>
              Get Started Today
            </IntentLink>
            <IntentLink
              href="/about"
              aria-label="Learn more about us"
              className={buttonClasses("secondary")}
            >
              Learn more
            </IntentLink>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
            <li>
              <IntentLink
                href="/appointment"
                className="text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                Book an Appointment →
              </IntentLink>
            </li>
            <li>
              <IntentLink
                href="/pricing"
                className="text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                View Plans →
              </IntentLink>
            </li>
          </ul>
          <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {HERO_STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-sm text-slate-700">{stat.label}</dt>
                <dd className="order-first text-2xl font-bold text-brand-800">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {/* Phones skip the illustration: there the headline fills the first screen, and a
            source that matches below md (a blank pixel) keeps the photo from being fetched at all.
            It has a width and sizes because the img has: HTML wants them on every source then. */}
        <picture className="hidden md:block">
          <source media="(max-width: 767px)" srcSet={`${BLANK_PIXEL} 1w`} sizes="1px" />
          <OptimizedImage
            src="/images/home/hero-plate.webp"
            width={960}
            height={800}
            alt="A balanced plate of vegetables, grains, protein and fruit beside a diet checklist"
            loading="eager"
            fetchPriority="high"
            sizes="(min-width: 1280px) 600px, 50vw"
            className="h-auto w-full rounded-3xl"
          />
        </picture>
      </div>
    </section>
  );
}
