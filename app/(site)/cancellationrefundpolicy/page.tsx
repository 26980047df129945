import type { Metadata } from "next";
import { LegalDocumentView } from "@/components/content/legal-document";
import { cancellationRefundPolicy } from "@/lib/content/legal";
import { site } from "@/lib/site";

const policy = cancellationRefundPolicy(site);

export const metadata: Metadata = {
  title: policy.title,
  description: policy.description,
  alternates: { canonical: "/cancellationrefundpolicy" },
};

export default function CancellationRefundPolicyPage() {
  return <LegalDocumentView policy={policy} />;
}
