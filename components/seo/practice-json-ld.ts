import "server-only";
import { openingHoursSpecification, type WeeklyHours } from "@/lib/booking/clinic-hours";
import { site } from "@/lib/site";

/**
 * The practice as a dietitian's clinic for search engines (the owner's hours, spec §9 by
 * default). MedicalClinic, not MedicalBusiness: only the former has `medicalSpecialty`
 * (json-ld.test.ts checks the object against schema.org's types).
 */
export function practiceJsonLd(hours: WeeklyHours) {
  return {
    "@context": "https://schema.org" as const,
    "@type": "MedicalClinic" as const,
    "@id": `${site.url}/#practice`,
    name: site.brand,
    description: `Personalised diet plans and nutrition coaching by Dietician ${site.practitioner}.`,
    medicalSpecialty: "DietNutrition" as const,
    url: site.url,
    telephone: site.phone,
    email: site.email,
    image: `${site.url}/images/home/hero-plate.webp`,
    logo: `${site.url}/images/brand/logo-mark.png`,
    address: {
      "@type": "PostalAddress" as const,
      streetAddress: site.clinicAddress,
      addressLocality: "New Delhi",
      addressRegion: "Delhi",
      addressCountry: "IN",
    },
    founder: { "@type": "Person" as const, name: site.practitioner, jobTitle: "Dietician" },
    openingHoursSpecification: openingHoursSpecification(hours),
    sameAs: Object.values(site.social),
  };
}
