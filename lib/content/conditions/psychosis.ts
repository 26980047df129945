import { CONDITION_IMAGES as img } from "./images";
import type { Condition } from "./types";

/** The educational page: animated headings, no booking link and no FAQ. */
export const PSYCHOSIS: Condition = {
  slug: "PsychosisDisorder",
  title: "Psychosis Disorder",
  description:
    "Understanding psychosis: early signs, treatment, and how regular meals, healthy weight and daily routine can support recovery alongside psychiatric care.",
  eyebrow: "Psychosis Disorder",
  heading: "Understanding psychosis, and how nutrition can support recovery",
  lead: "Psychosis is a medical condition in which a person loses some contact with reality. It is treatable, and many people recover well with timely care from a psychiatrist and support from those around them. This page explains the condition and the supporting role that food and routine can play.",
  sections: [
    {
      heading: "What is psychosis?",
      paragraphs: [
        "During psychosis, a person may hear or see things others do not (hallucinations) or hold strong beliefs that are not based in reality (delusions). Thinking and speech can become muddled. It can be part of conditions such as schizophrenia or bipolar disorder, and can also follow severe stress, lack of sleep, some medical illnesses or substance use.",
      ],
    },
    {
      heading: "Early signs to notice",
      paragraphs: [
        "Changes often appear gradually. Seeking help early makes a real difference to recovery.",
      ],
      points: [
        "Withdrawing from family, friends and work or studies",
        "Sleeping much more or much less than usual",
        "Unusual suspicion, fear or beliefs",
        "Neglecting meals, hygiene and daily routine",
      ],
      image: img.rest,
    },
    {
      heading: "Treatment comes first",
      paragraphs: [
        "Psychosis needs assessment and treatment by a psychiatrist, usually with medicines and therapy. Diet is never a replacement for this care. Please do not stop or change any medicine without speaking to the treating doctor.",
        "If someone is in immediate danger, call 112. For free mental health support in India, the national Tele-MANAS helpline is available on 14416.",
      ],
      image: img.consultation,
    },
    {
      heading: "How nutrition can help",
      paragraphs: [
        "Some medicines used to treat psychosis can increase appetite and weight and affect blood sugar and cholesterol. A dietician can help manage these effects so that people feel well enough to keep taking their treatment.",
      ],
      points: [
        "Regular meals that keep energy and mood steadier through the day",
        "Filling, high-fibre foods to manage increased appetite",
        "Limiting sugary drinks, excess caffeine and avoiding alcohol and drugs",
        "Omega-3 rich foods such as walnuts, flaxseeds and fish as part of a balanced diet",
      ],
      image: img.thali,
    },
    {
      heading: "Supporting a loved one",
      paragraphs: [
        "Families play a big role in recovery. Sharing meals, keeping a gentle daily routine, encouraging sleep and activity, and staying patient and non-judgemental all help. Caring for yourself matters too.",
      ],
      image: img.familyMeal,
    },
  ],
  booking: false,
  animatedHeadings: true,
};
