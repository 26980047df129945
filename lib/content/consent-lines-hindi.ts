/**
 * The Hindi the public forms and the policy pages need besides the notice itself
 * (lib/content/legal-hindi.ts): where each language's privacy notice lives and the consent lines
 * in Hindi (DPDP Act 2023, s. 5(3): the notice in English or a language of the Eighth Schedule).
 * Safe for client code and small: the consent fields import it.
 */
export const PRIVACY_NOTICE_PATHS = { en: "/privacypolicy", hi: "/privacypolicy/hi" } as const;

/** A sentence with one link in it: `before`, the linked `link` text, `after`. */
export type LinkedLine = { before: string; link: string; after: string };

/** The consent checkbox's line (components/forms/consent-field.tsx), in Hindi. */
export const CONSENT_LINE_HINDI: LinkedLine = {
  before: "मैं सहमत हूँ कि मेरे विवरण का उपयोग इस अनुरोध का उत्तर देने के लिए किया जाए, जैसा कि ",
  link: "गोपनीयता नीति",
  after: " में बताया गया है।",
};

/** The intake's health-data consent (components/clients/intake-fields.tsx), in Hindi. */
export function healthConsentLineHindi(brand: string): LinkedLine {
  return {
    before: `मैं सहमत हूँ कि ${brand} इन उत्तरों और मेरे द्वारा संलग्न किसी भी रिपोर्ट का उपयोग केवल मुझे मेरे आहार (डाइट) के बारे में सलाह देने के लिए करे। इन्हें केवल डाइटीशियन देखते हैं। ये उतने समय तक रखे जाते हैं जितना हमारी `,
    link: "गोपनीयता नीति",
    after: " में बताया गया है, और मेरे कहने पर हटा दिए जाते हैं।",
  };
}

/** What a link that opens in a new tab says to screen readers, after its visible words. */
export const OPENS_IN_NEW_TAB_HINDI = "(नए टैब में खुलती है)";

/** The notice's hreflang alternates (page metadata and the sitemap): each language, and English as the default. */
export function privacyNoticeLanguages(): Record<string, string> {
  return { ...PRIVACY_NOTICE_PATHS, "x-default": PRIVACY_NOTICE_PATHS.en };
}
