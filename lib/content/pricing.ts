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

/** The six pricing questions; they toggle independently on the page. */
export const PRICING_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: "How does billing work?",
    answer:
      "Plans are billed up front for their full length. We offer monthly and annual plans; your invoice is emailed as soon as you pay.",
  },
  {
    question: "What is your refund policy?",
    answer:
      "We offer a 30-day money-back guarantee. If the plan is not right for you, ask for a refund within 30 days of starting and we will return your payment.",
  },
  {
    question: "Can I cancel my plan?",
    answer:
      "Yes. Monthly plans can be cancelled at any time before the next month starts; annual plans can be cancelled within the money-back period.",
  },
  {
    question: "Is there a free trial?",
    answer:
      "We run a limited free trial from time to time: a short discovery call and a sample day of meals. Ask us whether one is open now.",
  },
  {
    question: "How do I contact support?",
    answer:
      "Write to us through the contact page, email or WhatsApp. We reply within 24 hours on working days.",
  },
  {
    question: "Do you offer discounts?",
    answer:
      "Yes: longer plans cost less per month, and we publish seasonal offers on the home page. Families joining together get a discount too.",
  },
];
