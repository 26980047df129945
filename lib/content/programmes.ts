/**
 * The 13 condition routes (spec §2). The first 12 are the 'Our Programs' cards and the
 * header's submenu; /AnemiaDiet has a page but no card. Page content lives in
 * lib/content/conditions.ts; this list is what navigation, the sitemap and the cards share.
 */
export type ProgrammeLink = {
  /** route segment without the slash, exactly as the spec spells it */
  slug: string;
  /** the card's category line and the menu label */
  category: string;
  /** short menu label */
  label: string;
  /** shown as a card in 'Our Programs' */
  card: boolean;
  /** the card's title */
  title: string;
  /** the card's short text */
  text: string;
  /** card and banner illustration under public/images/programs/, with its alt text */
  img: { src: string; alt: string };
};

export const PROGRAMMES: readonly ProgrammeLink[] = [
  {
    slug: "HypertensionDiabeticDiet",
    category: "Hypertension & Diabetic Diet",
    label: "Hypertension & Diabetes",
    card: true,
    title: "Balance blood pressure and blood sugar",
    text: "Low-salt, low-glycaemic Indian meals that work alongside your doctor's treatment for steadier readings.",
    img: {
      src: "/images/programs/hypertension-diabetic-diet.webp",
      alt: "A heart beside a blood-pressure gauge and a glucose drop over a plate of dal, greens and millet roti",
    },
  },
  {
    slug: "ThyroidDiseaseDiet",
    category: "Thyroid Disease Diet",
    label: "Thyroid Disease",
    card: true,
    title: "Eat well with a thyroid condition",
    text: "Iodine-aware, selenium-rich meal plans for hypothyroidism and hyperthyroidism, timed around your medicine.",
    img: {
      src: "/images/programs/thyroid-disease-diet.webp",
      alt: "A butterfly-shaped thyroid outline surrounded by nuts, eggs and leafy vegetables",
    },
  },
  {
    slug: "PCODandObesityDiet",
    category: "PCOD & Obesity Diet",
    label: "PCOD & Obesity",
    card: true,
    title: "Manage PCOD and weight together",
    text: "Hormone-friendly, high-fibre eating and realistic habits for steady, lasting weight loss.",
    img: {
      src: "/images/programs/pcod-and-obesity-diet.webp",
      alt: "A measuring tape curled around a bowl of sprouts and fruit beside a small weighing scale",
    },
  },
  {
    slug: "DietForLowImmunity",
    category: "Diet for Low Immunity",
    label: "Low Immunity",
    card: true,
    title: "Build your body's defences",
    text: "Protein, vitamin C, zinc and gut-friendly foods to support a body that falls ill often.",
    img: {
      src: "/images/programs/diet-for-low-immunity.webp",
      alt: "A green shield with a leaf, surrounded by citrus, turmeric and curd",
    },
  },
  {
    slug: "PsychosisDisorder",
    category: "Psychosis Disorder",
    label: "Psychosis Disorder",
    card: true,
    title: "Nutrition that supports the mind",
    text: "Gentle, regular meals and weight care that complement psychiatric treatment and medication.",
    img: {
      src: "/images/programs/psychosis-disorder.webp",
      alt: "A calm head profile with soft leaves growing from it, beside a glass of water and nuts",
    },
  },
  {
    slug: "ArthritisAndBoneHealthDiet",
    category: "Arthritis & Bone Health Diet",
    label: "Arthritis & Bone Health",
    card: true,
    title: "Care for joints and bones",
    text: "Calcium, vitamin D and anti-inflammatory foods for stronger bones and more comfortable joints.",
    img: {
      src: "/images/programs/arthritis-and-bone-health-diet.webp",
      alt: "A bone and a knee joint beside a glass of milk, ragi and sesame seeds",
    },
  },
  {
    slug: "PregnancyAndLactationDiet",
    category: "Pregnancy and Lactation Diet",
    label: "Pregnancy & Lactation",
    card: true,
    title: "Nourish mother and baby",
    text: "Trimester-wise and breastfeeding nutrition with iron, folate, calcium and protein in familiar foods.",
    img: {
      src: "/images/programs/pregnancy-and-lactation-diet.webp",
      alt: "An expecting mother in a sari holding her belly, with fruit and a glass of milk",
    },
  },
  {
    slug: "ChildHealthDiet",
    category: "Child Health Diet + Obesity",
    label: "Child Health",
    card: true,
    title: "Healthy growth for growing children",
    text: "Child-friendly meals and tiffin ideas for fussy eaters, healthy weight and active, growing bodies.",
    img: {
      src: "/images/programs/child-health-diet.webp",
      alt: "A smiling child holding an apple next to a colourful tiffin box",
    },
  },
  {
    slug: "VitaminTherapy",
    category: "Vitamin Therapy - Vitamin Deficiency",
    label: "Vitamin Therapy",
    card: true,
    title: "Correct vitamin deficiencies with food",
    text: "Food-first plans for low vitamin D, B12, iron and more, with supplements only when your doctor advises.",
    img: {
      src: "/images/programs/vitamin-therapy.webp",
      alt: "A sun, a capsule and a halved orange with spinach leaves",
    },
  },
  {
    slug: "UricAcidArthritis",
    category: "Uric Acid Arthritis",
    label: "Uric Acid Arthritis",
    card: true,
    title: "Keep uric acid in check",
    text: "Low-purine meals, hydration and weight care to help reduce the risk of painful gout flare-ups.",
    img: {
      src: "/images/programs/uric-acid-arthritis.webp",
      alt: "A glass of water, cherries and a foot outline with a calm joint",
    },
  },
  {
    slug: "GutCleaningProgram",
    category: "Gut Cleaning Program",
    label: "Gut Cleaning",
    card: true,
    title: "Reset your digestion",
    text: "A fibre-rich, probiotic routine with plenty of water to ease bloating and support regular digestion.",
    img: {
      src: "/images/programs/gut-cleaning-program.webp",
      alt: "A stylised gut outline above a bowl of curd, papaya and isabgol",
    },
  },
  {
    slug: "HeartDiet",
    category: "Heart Diet",
    label: "Heart Diet",
    card: true,
    title: "Eat for a stronger heart",
    text: "Healthy fats, whole grains and less salt for better cholesterol and long-term heart health.",
    img: {
      src: "/images/programs/heart-diet.webp",
      alt: "A red heart with a pulse line beside oats, walnuts and olive oil",
    },
  },
  {
    slug: "AnemiaDiet",
    category: "Anemia Diet",
    label: "Anemia Diet",
    card: false,
    title: "Raise your iron the natural way",
    text: "Iron-rich Indian foods paired with vitamin C for better absorption and more everyday energy.",
    img: {
      src: "/images/programs/anemia-diet.webp",
      alt: "A blood drop beside spinach, pomegranate, jaggery and dates",
    },
  },
];

/** The header's 'Our Programs' submenu runs up to Heart Diet (spec §2). */
/** The 12 'Our Programs' cards, in the spec's order. */
export const PROGRAMME_CARDS = PROGRAMMES.filter((p) => p.card);

export const MENU_PROGRAMMES = PROGRAMMES.filter((p) => p.card);
