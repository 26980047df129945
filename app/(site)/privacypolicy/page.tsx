import { LegalDocumentView } from "@/components/content/legal-document";
import { privacyNoticeLanguages } from "@/lib/content/consent-lines-hindi";
import { privacyPolicy } from "@/lib/content/legal";
import { serverEnv } from "@/lib/server/env";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/pages/page-metadata";

// RETENTION_MONTHS as the build sees it: the same value must be set at run time (README)
const policy = privacyPolicy({ ...site, retentionMonths: serverEnv.retentionMonths });

export const metadata = pageMetadata({
  description: policy.description,
  path: "/privacypolicy",
  languages: privacyNoticeLanguages(),
});

export default function PrivacyPolicyPage() {
  return <LegalDocumentView policy={policy} />;
}
