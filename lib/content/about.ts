/** The About page: mission, the eight-entry story and the four achievements (spec sections 1 and 9). */
export const MISSION = [
  "We believe good health should feel achievable, not like a punishment. Our mission is to help every client eat well for their body, their health reports and their way of life, using the foods their family already loves.",
  "Every plan is personal, grounded in nutrition science and built to work alongside the care of your doctor. We measure success not only in kilograms but in steadier readings, more energy and habits that last.",
] as const;

export type StoryEntry = { year: string; title: string; text: string };

export const STORY: readonly StoryEntry[] = [
  {
    year: "2014",
    title: "The first consultations",
    text: "After qualifying as a clinical dietician and training in hospital nutrition, our founder began seeing clients in a small consulting room in Naraina, New Delhi.",
  },
  {
    year: "2015",
    title: "Workplace wellness",
    text: "Weight-management and healthy-eating camps for offices brought practical nutrition to busy working professionals.",
  },
  {
    year: "2016",
    title: "Therapeutic diet plans",
    text: "Dedicated programmes for diabetes, hypertension and thyroid conditions, developed in step with referring physicians.",
  },
  {
    year: "2017",
    title: "Our own clinic",
    text: "The practice moved into its own clinic in Naraina Vihar, with space for consultations, body-composition checks and small groups.",
  },
  {
    year: "2018",
    title: "Mothers and children",
    text: "Pregnancy, lactation and child-nutrition workshops began, helping families build healthy habits from the very start.",
  },
  {
    year: "2020",
    title: "Care goes online",
    text: "Video consultations and app-based follow-ups kept clients supported through the pandemic and opened the practice to all of India.",
  },
  {
    year: "2021",
    title: "Online yoga",
    text: "Live group and one-on-one yoga classes joined our diet programmes, for strength, flexibility and a calmer mind.",
  },
  {
    year: "2024",
    title: "Over 5,000 clients served",
    text: "A milestone we share with every client who trusted us, and a reminder to keep learning and listening.",
  },
];

export type Achievement = { value: string; label: string };

export const ACHIEVEMENTS: readonly Achievement[] = [
  { value: "10+", label: "years of experience" },
  { value: "1000+", label: "happy customers" },
  { value: "10,000+", label: "transformations" },
  { value: "5,000+", label: "clients served" },
];
