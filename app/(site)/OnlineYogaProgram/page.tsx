import { MedicalNote } from "@/components/content/medical-note";
import { PageHeader } from "@/components/layout/page-header";
import { YogaOffer } from "@/components/content/yoga-offer";
import { YOGA_GROUP, YOGA_PERSONAL, formatInr } from "@/lib/content/yoga";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/pages/page-metadata";

export const metadata = pageMetadata({
  description:
    "Live online yoga: one-hour group classes in morning and evening batches (IST) from ₹2,500 a month, or 1-on-1 sessions at ₹1,000 in 12, 16 or 20-session packages.",
  path: "/OnlineYogaProgram",
});

export default function OnlineYogaPage() {
  return (
    <main id="main" className="flex-1">
      <PageHeader band eyebrow="Services" title="Online Yoga Program">
        <p>
          Yoga pairs beautifully with good nutrition: it builds strength and flexibility, calms the
          mind and helps you sleep better. Join a live class from home with a certified instructor,
          in a group or one-on-one.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-10 sm:px-6 md:grid-cols-2">
        <YogaOffer
          id="group-classes"
          title="Group Classes"
          summary={`Live ${YOGA_GROUP.sessionLength} classes in small groups, with the same instructor and batch every week.`}
          image={{
            src: "/images/yoga/group-classes.webp",
            alt: "Three people on mats in tree, warrior and lotus poses",
          }}
          preloadImage
        >
          <div>
            <h3 className="font-semibold text-brand-800">
              Batches (IST), {YOGA_GROUP.sessionLength} each
            </h3>
            <ul className="mt-2 space-y-1">
              {YOGA_GROUP.batches.map((batch) => (
                <li key={`${batch.days}-${batch.time}`}>
                  {batch.days}, {batch.time}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold text-brand-800">Fees</h3>
            <ul className="mt-2 space-y-1">
              {YOGA_GROUP.fees.map((fee) => (
                <li key={fee.label}>
                  {fee.label}: <strong>{formatInr(fee.monthlyInr)}</strong> per month
                </li>
              ))}
            </ul>
          </div>
        </YogaOffer>
        <YogaOffer
          id="personal-sessions"
          title="1-on-1 Sessions"
          summary="A private online session planned around your goals, health conditions and schedule."
          image={{
            src: "/images/yoga/one-on-one.webp",
            alt: "A woman in lotus pose following her instructor on a screen",
          }}
        >
          <p>
            <strong>{formatInr(YOGA_PERSONAL.perSessionInr)}</strong> per session.
          </p>
          <div>
            <h3 className="font-semibold text-brand-800">Packages</h3>
            <ul className="mt-2 space-y-1">
              {YOGA_PERSONAL.packages.map((count) => (
                <li key={count}>{count} sessions</li>
              ))}
            </ul>
            <p className="mt-2">
              Each package is valid for {YOGA_PERSONAL.validity} from purchase.
            </p>
          </div>
          <p>If we cannot find a time that suits you, we refund your payment in full.</p>
        </YogaOffer>
      </div>
      <div className="mx-auto max-w-6xl space-y-8 px-4 pb-16 sm:px-6">
        <section aria-labelledby="yoga-support" className="rounded-2xl bg-brand-50 p-6">
          <h2 id="yoga-support" className="text-xl font-bold text-slate-900">
            Questions before you join?
          </h2>
          <p className="mt-2 text-slate-700">
            Call our support line on{" "}
            <a href={site.phoneHref} className="font-semibold text-brand-800 underline">
              {site.phone}
            </a>{" "}
            and we will help you choose a batch or package.
          </p>
        </section>
        <MedicalNote>
          tell your instructor about any health condition, injury or pregnancy before your first
          class, and check with your doctor before starting if you are unsure whether yoga is safe
          for you. Stop and rest if a pose causes pain.
        </MedicalNote>
      </div>
    </main>
  );
}
