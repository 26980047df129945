import { LegalDocumentView } from "@/components/content/legal-document";
import { PRIVACY_NOTICE_PATHS, privacyNoticeLanguages } from "@/lib/content/consent-lines-hindi";
import { privacyPolicyHindi } from "@/lib/content/legal-hindi";
import { serverEnv } from "@/lib/server/env";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/pages/page-metadata";

// the same facts as /privacypolicy: RETENTION_MONTHS as the build sees it (README)
const policy = privacyPolicyHindi({ ...site, retentionMonths: serverEnv.retentionMonths });

export const metadata = pageMetadata({
  description: policy.description,
  path: PRIVACY_NOTICE_PATHS.hi,
  locale: "hi_IN",
  languages: privacyNoticeLanguages(),
});

/** The privacy notice in Hindi (DPDP Act 2023, s. 5(3)), rendered like the English one. */
export default function PrivacyPolicyHindiPage() {
  return <LegalDocumentView policy={policy} />;
}
