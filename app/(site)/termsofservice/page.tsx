import type { Metadata } from "next";
import { LegalDocumentView } from "@/components/content/legal-document";
import { termsOfService } from "@/lib/content/legal";
import { site } from "@/lib/site";

const document = termsOfService(site);

export const metadata: Metadata = {
  title: document.title,
  description: document.description,
  alternates: { canonical: "/termsofservice" },
};

export default function TermsOfServicePage() {
  return <LegalDocumentView document={document} />;
}
