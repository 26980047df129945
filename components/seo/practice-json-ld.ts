import "server-only";
import { site } from "@/lib/site";

/** The practice as a local medical business (a dietitian's clinic) for search engines (spec §9 hours). */
export function practiceJsonLd() {
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
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:30",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "Saturday",
        opens: "09:30",
        closes: "14:00",
      },
    ],
    sameAs: Object.values(site.social),
  };
}
