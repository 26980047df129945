import type { Metadata } from "next";
import { LegalDocumentView } from "@/components/content/legal-document";
import { privacyPolicy } from "@/lib/content/legal";
import { site } from "@/lib/site";

const policy = privacyPolicy(site);

export const metadata: Metadata = {
  title: policy.title,
  description: policy.description,
  alternates: { canonical: "/privacypolicy" },
};

export default function PrivacyPolicyPage() {
  return <LegalDocumentView policy={policy} />;
}
