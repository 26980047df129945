import type { Metadata } from "next";
import { LegalDocumentView } from "@/components/content/legal-document";
import { termsOfService } from "@/lib/content/legal";
import { site } from "@/lib/site";

const policy = termsOfService(site);

export const metadata: Metadata = {
  title: policy.title,
  description: policy.description,
  alternates: { canonical: "/termsofservice" },
};

export default function TermsOfServicePage() {
  return <LegalDocumentView policy={policy} />;
}
