import { LegalDocumentView } from "@/components/content/legal-document";
import { cancellationRefundPolicy } from "@/lib/content/legal";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/pages/page-metadata";

const policy = cancellationRefundPolicy(site);

export const metadata = pageMetadata({
  description: policy.description,
  path: "/cancellationrefundpolicy",
});

export default function CancellationRefundPolicyPage() {
  return <LegalDocumentView policy={policy} />;
}
