/**
 * The structured data we publish, checked against schema.org's own types (schema-dts): `tsc`
 * (npm run typecheck) fails when a builder writes a property its @type does not have, as
 * `medicalSpecialty` on MedicalBusiness once did. The assertions below check the same at run time.
 */
import type { BlogPosting, FAQPage, MedicalClinic, WithContext } from "schema-dts";
import { describe, expect, it } from "vitest";
import { DEFAULT_WEEKLY_HOURS } from "@/lib/booking/clinic-hours";
import { CONDITIONS } from "@/lib/content/conditions";
import { pricedPlans } from "@/lib/content/plans";
import { pricingFaq } from "@/lib/content/pricing";
import type { PostView } from "@/lib/pages/public-posts";
import { blogPostingJsonLd } from "./blog-posting-json-ld";
import { faqPageJsonLd } from "./faq-page-json-ld";
import { practiceJsonLd } from "./practice-json-ld";

const post: PostView = {
  title: "Millets for breakfast",
  slug: "millets-for-breakfast",
  category: "Nutrition",
  author: "Meera Kapoor",
  image: "/images/blog/millets.webp",
  updatedAt: "2026-11-20T10:00:00.000Z",
  metaTitle: "",
  html: "<p>Ragi, jowar and bajra.</p>",
  description: "Ragi, jowar and bajra.",
  minutes: 3,
  publishedAt: "2026-11-19T10:00:00.000Z",
};

describe("JSON-LD", () => {
  it("describes the practice as a MedicalClinic, which has medicalSpecialty", () => {
    const home: WithContext<MedicalClinic> = practiceJsonLd(DEFAULT_WEEKLY_HOURS);
    expect(home).toMatchObject({
      "@context": "https://schema.org",
      "@type": "MedicalClinic",
      medicalSpecialty: "DietNutrition",
    });
  });

  it("gives the pricing and condition pages' questions as an FAQPage", () => {
    const condition = CONDITIONS.find((c) => c.faq?.length)!;
    for (const items of [pricingFaq(pricedPlans()), condition.faq!]) {
      const faq: WithContext<FAQPage> = faqPageJsonLd(items);
      expect(faq["@type"]).toBe("FAQPage");
      expect(faq.mainEntity).toEqual(
        items.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer },
        })),
      );
    }
  });

  it("gives a blog post as a BlogPosting", () => {
    const posting: WithContext<BlogPosting> = blogPostingJsonLd(post);
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      author: { "@type": "Person", name: post.author },
      publisher: { "@type": "Organization" },
    });
  });
});
