import type { FaqItem } from "./faq";
import type { PlanDuration } from "./plan-names";
import {
  CANCELLATION_NOTICE_HOURS,
  RECEIPT_SENT,
  REFUND_PAYMENT_BUSINESS_DAYS,
  REFUND_REQUEST_DAYS,
  REPLY_HOURS,
  planLengthsText,
} from "./policy-facts";

/** Rows of the plan comparison table, in the spec's order; each plan includes a number of leading rows (PLANS in ./plans). */
export const COMPARISON_ROWS = [
  "Personalized Dietician Plan",
  "Mobile App Access",
  "Email Support",
  "One-on-One Video Consultations",
  "Recipe Recommendations",
  "Priority Support",
  "Educational Resources and Guides",
  "Advanced Progress Tracking Tools",
  "Customized Meal Plans",
  "Phone Support",
] as const;

/** The pricing page's three service cards (spec §2). */
export const SERVICE_CARDS = [
  {
    title: "Consultation",
    text: "A one-time, one-on-one session to review your health, habits and reports, with clear next steps.",
    note: null,
  },
  {
    title: "Therapeutic Diet Plan with Do's and Don'ts",
    text: "A diet plan for a medical condition such as diabetes, thyroid, PCOD or high blood pressure, with a simple list of what to eat and what to avoid.",
    note: null,
  },
  {
    title: "Weight Loss Packages",
    text: "Structured programmes for steady, lasting weight loss with regular follow-ups.",
    note: "Price vary according to the conditions",
  },
] as const;

/** A plan's length and price, for the FAQ's claims about them. */
export type PricedPlan = { duration: PlanDuration; price: number };

/** True when every longer plan costs less per month than every shorter one. */
export function longerPlansCostLessPerMonth(plans: readonly PricedPlan[]): boolean {
  const perMonth = plans
    .map((p) => ({ months: Number.parseInt(p.duration, 10), price: p.price }))
    .map(({ months, price }) => ({ months, monthly: price / months }))
    .sort((a, b) => a.months - b.months);
  return perMonth.every((p, i) => i === 0 || p.monthly < perMonth[i - 1]!.monthly);
}

/**
 * The six pricing questions; they toggle independently on the page. Every fact in them comes from
 * the catalogue (the plans and their prices) and the policies (./policy-facts).
 */
export function pricingFaq(plans: readonly PricedPlan[]): readonly FaqItem[] {
  return [
    {
      question: "How does billing work?",
      answer: `Plans are paid up front for their full length: ${planLengthsText()}. Once you have requested a plan we tell you how to pay, and ${RECEIPT_SENT}.`,
    },
    {
      question: "What is your refund policy?",
      answer: `Ask for a refund within ${REFUND_REQUEST_DAYS} days of the date of the service, by email or phone. We review every request; an approved refund is paid to your original method of payment within ${REFUND_PAYMENT_BUSINESS_DAYS} business days. Our Cancellation & Refund Policy has the details.`,
    },
    {
      question: "Can I cancel my plan?",
      answer: `Yes. To cancel or move a consultation, give us at least ${CANCELLATION_NOTICE_HOURS} hours' notice. To cancel a plan you have paid for, ask for a refund within ${REFUND_REQUEST_DAYS} days; a personalised diet plan may be non-refundable once it has been prepared and shared with you.`,
    },
    {
      question: "Is there a free trial?",
      answer:
        "We run a limited free trial from time to time: a short discovery call and a sample day of meals. Ask us whether one is open now.",
    },
    {
      question: "How do I contact support?",
      answer: `Write to us through the contact page, email or WhatsApp. We reply within ${REPLY_HOURS} hours on working days.`,
    },
    {
      question: "Do you offer discounts?",
      answer: longerPlansCostLessPerMonth(plans)
        ? "Yes: longer plans cost less per month, and we publish seasonal offers on the home page."
        : "Yes: we publish seasonal offers on the home page.",
    },
  ];
}
