/** Text of the home page sections (spec §1). */

export const HERO_STATS = [
  { value: "10+", label: "Years of experience" },
  { value: "1000+", label: "Happy customers" },
  { value: "10,000+", label: "Transformations" },
  { value: "5,000+", label: "Clients served" },
] as const;

export const WHY_CARDS = [
  {
    title: "Experience",
    text: "More than ten years of clinical and community practice, and over 5,000 clients served across India and abroad.",
  },
  {
    title: "Approach",
    text: "Plans built around your body, your routine and your kitchen: Indian home food, not a list of foods you will never buy.",
  },
  {
    title: "Ethics",
    text: "No crash diets, no pills, no miracle promises. Advice grounded in evidence and coordinated with your doctor when needed.",
  },
  {
    title: "Client Care",
    text: "Regular check-ins, quick answers to your questions and a plan that changes when your life does.",
  },
] as const;

export const FEATURES = [
  {
    icon: "plan",
    title: "Personalised diet plans",
    text: "Meal plans designed for your goals, health conditions, culture and budget.",
  },
  {
    icon: "guide",
    title: "Expert guidance",
    text: "One-on-one advice from a qualified dietician who knows your history.",
  },
  {
    icon: "track",
    title: "Food tracking",
    text: "Simple logs and reviews that show what is working and what is not.",
  },
  {
    icon: "recipe",
    title: "Meal planning and recipes",
    text: "Weekly menus and easy recipes that fit a busy Indian household.",
  },
  {
    icon: "coach",
    title: "Lifestyle coaching",
    text: "Sleep, stress, movement and habits: the things around the plate that decide results.",
  },
  {
    icon: "learn",
    title: "Education workshops",
    text: "Sessions on label reading, eating out and cooking well, so you can keep going on your own.",
  },
] as const;

export type FeatureIcon = (typeof FEATURES)[number]["icon"];

export const TESTIMONIALS = [
  { name: "Ananya, Delhi", quote: "Lost 9 kg in four months without giving up home food." },
  { name: "Rohit, Gurugram", quote: "My sugar levels are finally under control." },
  { name: "Priya, Noida", quote: "PCOD symptoms eased and my cycle became regular." },
  { name: "Vikram, Pune", quote: "The weekly check-ins kept me honest and motivated." },
  { name: "Sana, Mumbai", quote: "Healthy pregnancy meals that I actually enjoyed." },
  { name: "Arjun, Jaipur", quote: "Down two trouser sizes and running again." },
  { name: "Meenal, Bengaluru", quote: "Thyroid fatigue is gone; I have energy again." },
  { name: "Karan, Chandigarh", quote: "Cholesterol dropped within three months." },
] as const;

export const OFFER_FALLBACKS = {
  promotion: "Stay tuned for current promotions information…",
  specialOffer:
    "Avail last-minute discounts, early bird offers, long stay offers when you book directly with us.",
} as const;
