import { LegalDocumentView } from "@/components/content/legal-document";
import { termsOfService } from "@/lib/content/legal";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/pages/page-metadata";

const policy = termsOfService(site);

export const metadata = pageMetadata({
  description: policy.description,
  path: "/termsofservice",
});

export default function TermsOfServicePage() {
  return <LegalDocumentView policy={policy} />;
}
