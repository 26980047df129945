/**
 * Privacy, terms and cancellation & refund policies. They are functions of the practice's
 * configuration (brand, contact details, court city) so the text never hard-codes them.
 * Their figures (spec section 9) come from ./policy-facts, as do the pricing FAQ's.
 */
import { PRIVACY_POLICY_VERSION } from "@/lib/forms/consent";
import { PRIVACY_NOTICE_PATHS } from "./consent-lines-hindi";
import {
  CANCELLATION_NOTICE_HOURS,
  ERASURE_DAYS,
  LATE_CANCELLATION_FEE_MAX_PERCENT,
  REFUND_PAYMENT_BUSINESS_DAYS,
  REFUND_REQUEST_DAYS,
} from "./policy-facts";

export type LegalSection = {
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
};

export type LegalDocument = {
  title: string;
  /** the document's language when not English (set on its content, the root <html> says "en") */
  lang?: "hi";
  /** the template's own words, when not English */
  labels?: { eyebrow: string; updated: string };
  /** the same document in another language, linked under the title */
  otherLanguage?: { href: string; lang: string; label: string };
  /** when this document last changed, if later than LEGAL_UPDATED */
  updated?: string;
  description: string;
  intro: string;
  sections: readonly LegalSection[];
};

export type LegalContext = {
  brand: string;
  email: string;
  phone: string;
  courtCity: string;
  clinicAddress: string;
};

export const LEGAL_UPDATED = "21 November 2026";

export function cancellationRefundPolicy({ brand, email, phone }: LegalContext): LegalDocument {
  return {
    title: "Cancellation & Refund Policy",
    description: `How to cancel or reschedule with ${brand}, the ${CANCELLATION_NOTICE_HOURS}-hour notice period, and how refund requests are handled.`,
    intro: `We understand that plans change. This policy explains how to cancel or reschedule a consultation, class or programme with ${brand}, and when you can expect a refund.`,
    sections: [
      {
        heading: "Cancelling or rescheduling",
        paragraphs: [
          `Please give us at least ${CANCELLATION_NOTICE_HOURS} hours' notice if you need to cancel or reschedule an appointment, consultation or session. With that notice, we will happily move your booking to another available time at no charge.`,
          `Cancellations made with less than ${CANCELLATION_NOTICE_HOURS} hours' notice, or missed appointments, may incur a fee of up to ${LATE_CANCELLATION_FEE_MAX_PERCENT}% of the cost of the service, because the time was reserved for you. We consider genuine emergencies with understanding.`,
        ],
      },
      {
        heading: "Requesting a refund",
        paragraphs: [
          `Refund requests must reach us within ${REFUND_REQUEST_DAYS} days of the date of the service. Write to ${email} or call ${phone} with your name, the service, the date of payment and the reason for your request.`,
          `We review every request and reply with our decision. If a refund is approved, it is paid to the original method of payment within ${REFUND_PAYMENT_BUSINESS_DAYS} business days. Your bank or card provider may take a little longer to show it.`,
        ],
      },
      {
        heading: "What cannot be refunded",
        paragraphs: [
          "Some services are prepared specifically for you or delivered immediately, so they are handled differently:",
        ],
        points: [
          "Digital products, such as downloadable guides, recipe books and recorded workshops, are non-refundable once delivered.",
          "Personalised diet plans may be non-refundable once the plan has been prepared and shared with you.",
          "One-on-one consultations may be non-refundable once the consultation has taken place.",
        ],
      },
      {
        heading: "Special terms",
        paragraphs: [
          "For 1-on-1 online yoga packages, if we cannot find a session time that suits you, we refund your payment in full.",
        ],
      },
      {
        heading: "Questions",
        paragraphs: [
          `If anything in this policy is unclear, please contact us at ${email} or ${phone} before you book. We are glad to help.`,
        ],
      },
    ],
  };
}

/**
 * The privacy policy's date; bump it with PRIVACY_POLICY_VERSION (lib/forms/consent.ts). A change
 * of substance is made in its Hindi text too (./legal-hindi.ts).
 */
export const PRIVACY_UPDATED = "25 November 2026";

/**
 * `retentionMonths` is RETENTION_MONTHS (lib/server/env.ts), which the retention pass applies: the page
 * is prerendered, so it must be the same at build and at run time.
 */
export function privacyPolicy({
  brand,
  email,
  phone,
  clinicAddress,
  retentionMonths,
}: LegalContext & { retentionMonths: number }): LegalDocument {
  return {
    title: "Privacy Policy",
    updated: PRIVACY_UPDATED,
    otherLanguage: { href: PRIVACY_NOTICE_PATHS.hi, lang: "hi", label: "हिन्दी में पढ़ें" },
    description: `How ${brand} collects, uses and protects the personal and health information you share with us.`,
    intro: `Your health information is personal. This policy explains what ${brand} collects through this website and our services, why we collect it, and the choices you have.`,
    sections: [
      {
        heading: "Information we collect",
        paragraphs: ["We collect only what we need to help you:"],
        points: [
          "Contact details you give us in our forms: your name, email address and phone number.",
          "The content of your messages, the reason for an appointment and the date you prefer.",
          "The plan you choose when you request a plan.",
          "Health information you choose to share during consultations, such as medical reports, measurements, medicines and food habits.",
          "Basic usage data, such as pages visited, collected through analytics cookies if analytics is enabled on this site.",
        ],
      },
      {
        heading: "How we use it",
        paragraphs: ["We use your information to:"],
        points: [
          "respond to your enquiries and confirm or reschedule appointments by email, phone or WhatsApp;",
          "prepare your personalised plan and track your progress;",
          "keep records required for our services and for accounting;",
          "understand how visitors use the website so that we can improve it.",
        ],
      },
      {
        heading: "Sharing and security",
        paragraphs: [
          "We do not sell or rent your personal information. We share it only with service providers who help us run the website, email and payments, under duties of confidentiality, or when the law requires it. We will not share your health information with anyone, including your doctor, without your consent, except where required by law.",
          "We protect your information with reasonable technical and organisational safeguards, including access controls and encrypted connections.",
        ],
      },
      {
        heading: "Cookies and analytics",
        paragraphs: [
          "If analytics is enabled, this site uses Google Analytics cookies to count visits and see which pages are useful. These do not identify you by name. You can block or delete cookies in your browser settings at any time.",
        ],
      },
      {
        heading: "Your consent",
        paragraphs: [
          `Each form on this site asks for your consent before it is sent. We store the time you gave it and the version of this policy you agreed to (version ${PRIVACY_POLICY_VERSION}), as the Digital Personal Data Protection Act, 2023 requires. You may withdraw your consent at any time; we then stop using your information, except where the law requires us to keep it.`,
        ],
      },
      {
        heading: "What we keep, and for how long",
        paragraphs: [
          `We keep the messages, appointment requests and plan requests you send through this website, with the consent you gave and the emails we sent you about them, for ${retentionMonths} months, then delete them automatically. An appointment is kept until ${retentionMonths} months after both your request and the appointment date.`,
        ],
        points: [
          "Records of clients we served, such as invoices, for as long as tax or accounting law requires (usually 8 years).",
          "Security records, such as failed admin logins and form submissions counted per internet address to stop abuse: a few minutes to 15 minutes, then deleted automatically.",
          "When we delete your data, we note that an erasure took place and how many records it removed, never whose they were.",
        ],
      },
      {
        heading: "Seeing, correcting or deleting your information",
        paragraphs: [
          `You may ask to see, correct or delete your personal information, or withdraw your consent. Every email we send you ends with a link to ask us to delete the data we hold about you: open it and press "Request deletion of my data". You can also write to ${email} from the email address you used with us, or call ${phone}, and say what you would like us to do.`,
          `We confirm who you are, act within ${ERASURE_DAYS} days, and tell you when it is done. We can send you a copy of the records we hold about you. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`,
        ],
      },
      {
        heading: "Children",
        paragraphs: [
          "We provide services for children only with the involvement and consent of a parent or guardian.",
        ],
      },
      {
        heading: "Contact us",
        paragraphs: [
          `For any privacy question or request, write to ${email}, call ${phone}, or visit us at ${clinicAddress}.`,
        ],
      },
    ],
  };
}

export function termsOfService({ brand, email, courtCity }: LegalContext): LegalDocument {
  return {
    title: "Terms of Service",
    description: `The terms for using the ${brand} website and our nutrition, diet and yoga services.`,
    intro: `These terms apply when you use this website or book any service with ${brand}. By using the website or our services, you agree to them.`,
    sections: [
      {
        heading: "Our services",
        paragraphs: [
          "We provide nutrition counselling, personalised diet plans, online yoga and related education. Our advice is based on the information you give us, so please share accurate and complete details about your health, medicines and allergies.",
        ],
      },
      {
        heading: "Not a substitute for medical care",
        paragraphs: [
          "Our services support, and do not replace, diagnosis or treatment by a doctor. Results vary from person to person and we do not promise any particular outcome. Always consult your doctor about medical conditions and before changing or stopping any medicine. In an emergency, contact a doctor or call 112.",
        ],
      },
      {
        heading: "Bookings, payments and cancellations",
        paragraphs: [
          "Prices are shown in Indian rupees. Bookings are confirmed once we contact you by email or WhatsApp. Cancellations, rescheduling and refunds are governed by our Cancellation & Refund Policy, which forms part of these terms.",
        ],
      },
      {
        heading: "Your responsibilities",
        points: [
          "Use the website lawfully and do not attempt to disrupt it or access areas not meant for you.",
          "Keep the plans and materials we give you for your personal use; do not resell or publish them.",
          "Tell us promptly about any change in your health that may affect your plan.",
        ],
        paragraphs: [],
      },
      {
        heading: "Content and intellectual property",
        paragraphs: [
          `The text, illustrations, plans and other materials on this website belong to ${brand} unless stated otherwise. Blog articles are general information, not personal advice.`,
        ],
      },
      {
        heading: "Limitation of liability",
        paragraphs: [
          `To the extent permitted by law, ${brand} is not liable for indirect or consequential loss arising from the use of this website or our general information. Nothing in these terms limits rights you have under Indian consumer law.`,
        ],
      },
      {
        heading: "Governing law",
        paragraphs: [
          `These terms are governed by the laws of India. Any dispute will be subject to the exclusive jurisdiction of the courts at ${courtCity}.`,
        ],
      },
      {
        heading: "Changes and contact",
        paragraphs: [
          `We may update these terms from time to time; the date at the top shows the latest version. Questions? Write to ${email}.`,
        ],
      },
    ],
  };
}
