import type { Metadata } from "next";
import { OurProgramsSection } from "@/components/content/our-programs-section";
import { Features } from "@/components/home/features";
import { Hero } from "@/components/home/hero";
import { HomePricing } from "@/components/home/home-pricing";
import { Promotions } from "@/components/home/promotions";
import { SuccessStories } from "@/components/home/success-stories";
import { WhyCards } from "@/components/home/why-cards";
import { JsonLd } from "@/components/seo/json-ld";
import { practiceJsonLd } from "@/components/seo/practice-json-ld";
import { pageMetadata } from "@/lib/pages/page-metadata";
import { loadPublicConsultations, loadPublicOffers } from "@/lib/pages/public-data";
import { site } from "@/lib/site";

const base = pageMetadata({
  description: `Personalised diet plans and nutrition coaching by Dietician ${site.practitioner} in New Delhi and online across India: weight loss, diabetes, thyroid, PCOD and more.`,
  path: "/",
});

export const metadata: Metadata = {
  ...base,
  title: { absolute: `Dietician ${site.practitioner} | Personalized Dietician Healthcare` },
};

export default async function HomePage() {
  const { hours } = await loadPublicConsultations();
  return (
    <main id="main" className="flex-1">
      <JsonLd data={practiceJsonLd(hours)} />
      <Hero practitioner={site.practitioner} />
      <Features />
      <WhyCards brand={site.brand} />
      <OurProgramsSection />
      <Promotions offers={loadPublicOffers()} />
      <SuccessStories />
      <HomePricing />
    </main>
  );
}
