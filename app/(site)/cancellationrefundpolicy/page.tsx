import type { Metadata } from "next";
import { LegalDocumentView } from "@/components/content/legal-document";
import { cancellationRefundPolicy } from "@/lib/content/legal";
import { site } from "@/lib/site";

const document = cancellationRefundPolicy(site);

export const metadata: Metadata = {
  title: document.title,
  description: document.description,
  alternates: { canonical: "/cancellationrefundpolicy" },
};

export default function CancellationRefundPolicyPage() {
  return <LegalDocumentView document={document} />;
}
