import { describe, expect, it } from "vitest";
import { PRIVACY_POLICY_VERSION } from "@/lib/forms/consent";
import { site } from "@/lib/site";
import { CONDITIONS } from "./conditions";
import { CONSENT_LINE_HINDI, healthConsentLineHindi } from "./consent-lines-hindi";
import {
  cancellationRefundPolicy,
  PRIVACY_UPDATED,
  privacyPolicy,
  termsOfService,
  type LegalDocument,
} from "./legal";
import { deletionPageHindi, hindiDate, privacyPolicyHindi } from "./legal-hindi";
import { pricedPlans } from "./plans";
import { longerPlansCostLessPerMonth, pricingFaq } from "./pricing";
import {
  CANCELLATION_NOTICE_HOURS,
  ERASURE_DAYS,
  PLAN_MONTHS,
  RECEIPT_SENT,
  REFUND_PAYMENT_BUSINESS_DAYS,
  REFUND_REQUEST_DAYS,
  planLengthsText,
} from "./policy-facts";

const pricing = pricingFaq(pricedPlans());
const faqTexts = [
  ...pricing.flatMap((f) => [f.question, f.answer]),
  ...CONDITIONS.flatMap((c) => (c.faq ?? []).flatMap((f) => [f.question, f.answer])),
];
const legalText = (d: LegalDocument) =>
  [
    d.description,
    d.intro,
    ...d.sections.flatMap((s) => [...s.paragraphs, ...(s.points ?? [])]),
  ].join("\n");
const legalTexts = [
  cancellationRefundPolicy(site),
  termsOfService(site),
  privacyPolicy({ ...site, retentionMonths: 24 }),
].map(legalText);
const everything = [...faqTexts, ...legalTexts];
const sentences = everything.flatMap((t) => t.split(/(?<=[.;:])\s+/));

const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, six: 6, twelve: 12 };
const number = (word: string) => WORDS[word.toLowerCase()] ?? Number(word);

/** every number of days, hours or months a sentence states: "7 days", "30-day", "1, 2 or 3 months" */
function figures(sentence: string, unit: "day" | "hour" | "month"): number[] {
  const n = "(?:\\d+|one|two|three|four|six|twelve)";
  const list = new RegExp(`(${n}(?:, ${n})*(?: (?:or|and|to) ${n})?)[ -]${unit}s?\\b`, "gi");
  return [...sentence.matchAll(list)].flatMap((m) => m[1]!.split(/, | or | and | to /).map(number));
}

describe("the FAQs and the policies state the catalogue's and the policy's facts", () => {
  it("names the plan lengths the catalogue sells, and no other", () => {
    expect(planLengthsText()).toBe("1, 2 or 3 months");
    const stated = pricing.flatMap((f) => figures(f.answer, "month"));
    expect(new Set(stated)).toEqual(new Set(PLAN_MONTHS));
    for (const text of everything)
      expect(text).not.toMatch(/\b(annual|yearly|per year|monthly plans?)\b/i);
  });

  it("gives the policy's refund days wherever a refund is promised, and no guarantee", () => {
    const refunds = sentences.filter((s) => /refund/i.test(s));
    const days = refunds.flatMap((s) => figures(s, "day"));
    expect(days).toContain(REFUND_REQUEST_DAYS);
    for (const d of days) expect([REFUND_REQUEST_DAYS, REFUND_PAYMENT_BUSINESS_DAYS]).toContain(d);
    const refundAnswer = pricing.find((f) => f.question === "What is your refund policy?")!.answer;
    expect(refundAnswer).toContain(`within ${REFUND_REQUEST_DAYS} days`);
    expect(refundAnswer).toContain(`within ${REFUND_PAYMENT_BUSINESS_DAYS} business days`);
    for (const text of everything) expect(text).not.toMatch(/money[- ]back|guarantee/i);
  });

  it("gives the policy's notice for cancelling and its days for erasure", () => {
    const notice = sentences.filter((s) => /notice/i.test(s)).flatMap((s) => figures(s, "hour"));
    expect(notice.length).toBeGreaterThan(1);
    for (const h of notice) expect(h).toBe(CANCELLATION_NOTICE_HOURS);
    const erasure = sentences
      .filter((s) => /delet|erase|act within/i.test(s))
      .flatMap((s) => figures(s, "day"));
    for (const d of erasure) expect(d).toBe(ERASURE_DAYS);
  });

  it("says the receipt comes once the payment is confirmed, as receipts are sent", () => {
    // the receipt goes out when the owner marks the payment paid (lib/payments/data/payments.ts)
    const billing = pricing.find((f) => f.question === "How does billing work?")!.answer;
    expect(billing).toContain(RECEIPT_SENT);
    for (const s of sentences.filter((s) => /receipt|invoice/i.test(s)))
      expect(s).not.toMatch(/as soon as you pay|when you pay|on payment/i);
  });

  it("claims longer plans cost less per month only when their prices say so", () => {
    const discounts = (plans: Parameters<typeof pricingFaq>[0]) =>
      pricingFaq(plans).find((f) => f.question === "Do you offer discounts?")!.answer;
    expect(longerPlansCostLessPerMonth(pricedPlans())).toBe(true);
    expect(discounts(pricedPlans())).toMatch(/longer plans cost less per month/);
    const flat = [
      { duration: "1 Month", price: 1000 },
      { duration: "2 Months", price: 2000 },
      { duration: "3 Months", price: 3000 },
    ] as const;
    expect(longerPlansCostLessPerMonth(flat)).toBe(false);
    expect(discounts(flat)).not.toMatch(/less per month/);
  });
});

describe("the Hindi notice, consent lines and deletion page state the English facts", () => {
  const lineText = (l: { before: string; link: string; after: string }) =>
    `${l.before}${l.link}${l.after}`;
  const deletion = deletionPageHindi(site);
  const deletionText = [deletion.intro, ...deletion.points, lineText(deletion.contact)].join("\n");
  const digits = (text: string) => new Set(text.match(/\d+/g));
  /** every number of months or days a Hindi sentence states: "24 महीने", "30 दिनों" */
  const hindiFigures = (text: string, unit: "महीन" | "दिन") =>
    [...text.matchAll(new RegExp(`(\\d+) ${unit}`, "g"))].map((m) => Number(m[1]));

  it.each([18, 24])(
    "gives the English sections and the same figures, names and addresses (%i months)",
    (retentionMonths) => {
      const english = privacyPolicy({ ...site, retentionMonths });
      const hindi = privacyPolicyHindi({ ...site, retentionMonths });
      expect(hindi.lang).toBe("hi");
      expect(hindi.sections.map((s) => [s.paragraphs.length, s.points?.length])).toEqual(
        english.sections.map((s) => [s.paragraphs.length, s.points?.length]),
      );
      const text = legalText(hindi);
      expect(digits(text)).toEqual(digits(legalText(english)));
      for (const fact of [site.brand, site.email, site.phone, site.clinicAddress])
        expect(text).toContain(fact);
      expect(text).toContain(`संस्करण ${PRIVACY_POLICY_VERSION}`);
      expect(text).toContain("डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023");
      const months = hindiFigures(text, "महीन");
      expect(months.length).toBeGreaterThan(1);
      for (const m of months) expect(m).toBe(retentionMonths);
      expect(hindiFigures(text, "दिन")).toEqual([ERASURE_DAYS]);
    },
  );

  it("is Hindi in Devanagari, with English only in brackets, names and the button's words", () => {
    const hindi = privacyPolicyHindi({ ...site, retentionMonths: 24 });
    const texts = [legalText(hindi), deletionText, lineText(CONSENT_LINE_HINDI)];
    texts.push(lineText(healthConsentLineHindi(site.brand)));
    for (const text of texts) {
      let rest = text.replace(/\([^)]*\)/g, "").replaceAll('"Request deletion of my data"', "");
      for (const name of [site.brand, site.email, site.phone, site.clinicAddress])
        rest = rest.replaceAll(name, "");
      rest = rest.replace(/\b(WhatsApp|Google Analytics)\b/g, "");
      expect(rest).not.toMatch(/[A-Za-z]/);
      expect(rest).toMatch(/[\u0900-\u097F]/);
    }
    for (const s of hindi.sections) expect(s.heading).toMatch(/^[\u0900-\u097F ,-]+$/);
  });

  it("dates the Hindi notice with the English one's date, which is its policy version", () => {
    expect(new Date(`${PRIVACY_UPDATED} UTC`).toISOString().slice(0, 10)).toBe(
      PRIVACY_POLICY_VERSION,
    );
    expect(hindiDate("25 November 2026")).toBe("25 नवंबर 2026");
    expect(privacyPolicyHindi({ ...site, retentionMonths: 24 }).updated).toBe(
      hindiDate(PRIVACY_UPDATED),
    );
  });

  it("gives the erasure days, the brand and the contact details on the deletion page", () => {
    expect(hindiFigures(deletionText, "दिन")).toEqual([ERASURE_DAYS]);
    for (const fact of [site.brand, site.email, site.phone]) expect(deletionText).toContain(fact);
    expect(lineText(healthConsentLineHindi(site.brand))).toContain(site.brand);
  });
});
