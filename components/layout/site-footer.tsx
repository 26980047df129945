import { hoursLines } from "@/lib/booking/clinic-hours";
import { loadPublicConsultations } from "@/lib/pages/public-data";
import { site, whatsappLink } from "@/lib/site";
import { FooterLink } from "./footer-link";
import { SOCIAL_ICONS } from "./social-icons";

const INTERNAL = [
  { href: "/", label: "Home" },
  { href: "/support", label: "Support" },
  { href: "/privacypolicy", label: "Privacy Policy" },
  { href: "/cancellationrefundpolicy", label: "Cancellation & Refund Policy" },
  { href: "/termsofservice", label: "Terms of Service" },
];

const SOCIAL = [
  { key: "instagram", label: "Instagram" },
  { key: "facebook", label: "Facebook" },
  { key: "youtube", label: "YouTube" },
  { key: "linkedin", label: "LinkedIn" },
] as const;

export const CHAT_GREETING = "Hello! I would like to know more about your diet plans.";

export async function SiteFooter() {
  const { hours } = await loadPublicConsultations();
  const external = { target: "_blank", rel: "noopener noreferrer" } as const;
  return (
    <footer className="mt-auto bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <section aria-labelledby="footer-clinic">
          <h2 id="footer-clinic" className="text-lg font-bold text-white">
            {site.brand}
          </h2>
          <p className="mt-2">Dietician {site.practitioner}</p>
          <address className="mt-3 not-italic">{site.clinicAddress}</address>
          <p className="mt-3 text-sm">{hoursLines(hours).join(" · ")} (IST)</p>
        </section>
        <nav aria-label="Footer">
          <h2 className="text-lg font-bold text-white">Useful links</h2>
          <ul className="mt-3 space-y-2">
            {INTERNAL.map((link) => (
              <li key={link.href}>
                <FooterLink href={link.href}>{link.label}</FooterLink>
              </li>
            ))}
            <li>
              <a
                href={site.mapsReviewUrl}
                {...external}
                aria-label="Add Reviews (opens in a new tab)"
                className="rounded hover:text-white hover:underline"
              >
                Add Reviews
              </a>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect" className="text-lg font-bold text-white">
            Connect with us
          </h2>
          <ul className="mt-3 flex gap-3">
            {SOCIAL.map(({ key, label }) => (
              <li key={key}>
                <a
                  href={site.social[key]}
                  {...external}
                  className="flex size-10 items-center justify-center rounded-full bg-brand-800 hover:bg-brand-700"
                >
                  <span className="sr-only">{label} (opens in a new tab)</span>
                  <svg
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    className="size-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    {SOCIAL_ICONS[key]}
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <a
              href={whatsappLink(CHAT_GREETING)}
              {...external}
              aria-label="Chat with us on WhatsApp (opens in a new tab)"
              className="underline hover:text-white"
            >
              Chat with us on WhatsApp
            </a>
          </p>
          <p className="mt-2">
            <a href={site.phoneHref} className="hover:text-white hover:underline">
              {site.phone}
            </a>
          </p>
          <p className="mt-6">
            <a href="#top" className="underline hover:text-white">
              Back to top ↑
            </a>
          </p>
        </section>
      </div>
      <p className="border-t border-brand-800 px-4 py-4 text-center text-sm text-brand-100">
        © {site.brand}. All rights reserved.
      </p>
    </footer>
  );
}
