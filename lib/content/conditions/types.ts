import type { FaqItem } from "../faq";

export type ContentImage = { src: string; alt: string };

export type Stat = {
  /** shown exactly as the spec states it, e.g. "2000+", "25%", "15 kg" */
  value: string;
  label: string;
};

/** A heading with paragraphs, optional bullet points and an optional illustration. */
export type TextSection = {
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  image?: ContentImage;
};

export type Feature = { title: string; text: string };

/**
 * One condition page. Every section is optional, so one template renders both families of
 * the spec (statistics / 'Ideal for' / exercise / counselling / features, or banner with
 * descriptive sections and counters) and the educational Psychosis page.
 */
export type Condition = {
  /** route segment, exactly as in lib/content/programmes.ts */
  slug: string;
  /** the page title (the root layout adds ' | {brand}') */
  title: string;
  description: string;
  /** the banner: eyebrow, main heading and lead paragraph */
  eyebrow: string;
  heading: string;
  lead: string;
  /** achievement statistics or counters, shown under the banner */
  stats?: { heading: string; items: readonly Stat[] };
  idealFor?: TextSection;
  sections?: readonly TextSection[];
  exercise?: TextSection;
  counselling?: TextSection;
  features?: { heading: string; items: readonly Feature[] };
  /** 'Book an Appointment' links to /appointment (the Psychosis page has none) */
  booking: boolean;
  /** five questions, one open at a time; absent on the Psychosis page */
  faq?: readonly FaqItem[];
  /** section headings fade in as the page loads (the Psychosis page) */
  animatedHeadings?: boolean;
};
