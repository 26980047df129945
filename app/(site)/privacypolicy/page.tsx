import { LegalDocumentView } from "@/components/content/legal-document";
import { privacyPolicy } from "@/lib/content/legal";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/page-metadata";

const policy = privacyPolicy(site);

export const metadata = pageMetadata({
  title: policy.title,
  description: policy.description,
  path: "/privacypolicy",
});

export default function PrivacyPolicyPage() {
  return <LegalDocumentView policy={policy} />;
}
