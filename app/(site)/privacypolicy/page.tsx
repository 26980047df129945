import type { Metadata } from "next";
import { LegalDocumentView } from "@/components/content/legal-document";
import { privacyPolicy } from "@/lib/content/legal";
import { site } from "@/lib/site";

const document = privacyPolicy(site);

export const metadata: Metadata = {
  title: document.title,
  description: document.description,
  alternates: { canonical: "/privacypolicy" },
};

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={document} />;
}
