import "server-only";
import { openingHoursSpecification, type WeeklyHours } from "@/lib/booking/clinic-hours";
import { site } from "@/lib/site";

/** The practice as a local medical business (a dietitian's clinic) for search engines (the owner's hours, spec §9 by default). */
export function practiceJsonLd(hours: WeeklyHours) {
  return {
    "@context": "https://schema.org",
    "@type": "MedicalBusiness",
    "@id": `${site.url}/#practice`,
    name: site.brand,
    description: `Personalised diet plans and nutrition coaching by Dietician ${site.practitioner}.`,
    medicalSpecialty: "DietNutrition",
    url: site.url,
    telephone: site.phone,
    email: site.email,
    image: `${site.url}/images/home/hero-plate.webp`,
    logo: `${site.url}/images/brand/logo-mark.png`,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.clinicAddress,
      addressLocality: "New Delhi",
      addressRegion: "Delhi",
      addressCountry: "IN",
    },
    founder: { "@type": "Person", name: site.practitioner, jobTitle: "Dietician" },
    openingHoursSpecification: openingHoursSpecification(hours),
    sameAs: Object.values(site.social),
  };
}
