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
};

export const PROGRAMMES: readonly ProgrammeLink[] = [
  { slug: "HypertensionDiabeticDiet", category: "Hypertension & Diabetic Diet", label: "Hypertension & Diabetes", card: true },
  { slug: "ThyroidDiseaseDiet", category: "Thyroid Disease Diet", label: "Thyroid Disease", card: true },
  { slug: "PCODandObesityDiet", category: "PCOD & Obesity Diet", label: "PCOD & Obesity", card: true },
  { slug: "DietForLowImmunity", category: "Diet for Low Immunity", label: "Low Immunity", card: true },
  { slug: "PsychosisDisorder", category: "Psychosis Disorder", label: "Psychosis Disorder", card: true },
  { slug: "ArthritisAndBoneHealthDiet", category: "Arthritis & Bone Health Diet", label: "Arthritis & Bone Health", card: true },
  { slug: "PregnancyAndLactationDiet", category: "Pregnancy and Lactation Diet", label: "Pregnancy & Lactation", card: true },
  { slug: "ChildHealthDiet", category: "Child Health Diet + Obesity", label: "Child Health", card: true },
  { slug: "VitaminTherapy", category: "Vitamin Therapy - Vitamin Deficiency", label: "Vitamin Therapy", card: true },
  { slug: "UricAcidArthritis", category: "Uric Acid Arthritis", label: "Uric Acid Arthritis", card: true },
  { slug: "GutCleaningProgram", category: "Gut Cleaning Program", label: "Gut Cleaning", card: true },
  { slug: "HeartDiet", category: "Heart Diet", label: "Heart Diet", card: true },
  { slug: "AnemiaDiet", category: "Anemia Diet", label: "Anemia Diet", card: false },
];

/** The header's 'Our Programs' submenu runs up to Heart Diet (spec §2). */
export const MENU_PROGRAMMES = PROGRAMMES.filter((p) => p.card);
