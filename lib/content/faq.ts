/** A question and its plain-text answer (also used for FAQPage structured data). */
export type FaqItem = { question: string; answer: string };
