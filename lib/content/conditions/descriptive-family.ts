import { CONDITION_IMAGES as img } from "./images";
import type { Condition } from "./types";

/** The descriptive family: banner, sections with illustrations, an FAQ and (on two) counters. */
export const DESCRIPTIVE_FAMILY: readonly Condition[] = [
  {
    slug: "DietForLowImmunity",
    title: "Diet for Low Immunity",
    description:
      "Support your immune system with balanced Indian meals rich in protein, vitamin C, zinc and probiotics, plus sleep and stress habits, with a qualified dietician.",
    eyebrow: "Diet for Low Immunity",
    heading: "Build your body's natural defences",
    lead: "Falling ill often, slow recovery and constant tiredness can be signs that your body needs better nourishment. No single food boosts immunity overnight, but a steady, balanced diet gives your defences what they need.",
    sections: [
      {
        heading: "What your immune system needs",
        paragraphs: [
          "Immune cells are built from protein and rely on vitamins A, C, D and E, zinc, iron and selenium. Most of these come from an ordinary Indian plate when it has enough variety.",
        ],
        points: [
          "Protein at every meal: dal, chana, rajma, eggs, fish, paneer or curd",
          "Amla, guava, oranges and lemon for vitamin C",
          "Nuts, seeds and whole grains for zinc and vitamin E",
          "Curd, buttermilk and fermented foods for a healthy gut",
        ],
        image: img.vegetables,
      },
      {
        heading: "Habits that matter as much as food",
        paragraphs: [
          "Sleep, stress, activity and hydration shape immunity too. We look at your whole day, not just your plate, and help you make small changes that add up.",
          "If you fall ill very often or have a long-term condition, please see your doctor: frequent infections can have medical causes that need treatment.",
        ],
        image: img.rest,
      },
    ],
    booking: true,
    faq: [
      {
        question: "Can a diet stop me from ever falling sick?",
        answer:
          "No diet can promise that. Good nutrition helps your body respond to infections and recover faster, but vaccinations, hygiene and medical care remain important.",
      },
      {
        question: "Are kadha and immunity supplements necessary?",
        answer:
          "A warm kadha with tulsi, ginger and pepper is comforting and safe for most people in moderation. Supplements are needed only when a deficiency is confirmed; please take them on your doctor's advice.",
      },
      {
        question: "Which fruits are best for immunity?",
        answer:
          "Seasonal, local fruits are excellent: amla, guava, oranges, papaya and berries are rich in vitamin C. Eating a variety of colours matters more than any single fruit.",
      },
      {
        question: "Is this plan suitable for older adults?",
        answer:
          "Yes. Older adults often need more protein and vitamin D, and sometimes softer textures. We adapt the plan to appetite, teeth, medicines and any health conditions.",
      },
      {
        question: "How long before I notice a difference?",
        answer:
          "Many people feel more energetic within a few weeks of eating and sleeping better. Fewer or milder illnesses are usually noticed over a few months.",
      },
    ],
  },
  {
    slug: "ArthritisAndBoneHealthDiet",
    title: "Arthritis & Bone Health Diet",
    description:
      "Nutrition for osteoarthritis, rheumatoid arthritis and osteoporosis: calcium, vitamin D, protein and anti-inflammatory Indian foods, with weight and activity guidance.",
    eyebrow: "Arthritis & Bone Health Diet",
    heading: "Care for your joints and bones",
    lead: "Stiff knees, aching joints and weakening bones are common as we age, especially for women after menopause. Along with your doctor's treatment, the right food and a healthy weight can ease the load on your joints and protect your bones.",
    sections: [
      {
        heading: "Building stronger bones",
        paragraphs: [
          "Bones need calcium, vitamin D, protein and magnesium every day. Many Indians fall short of vitamin D despite the sunshine, so we look at food, sunlight and any supplements your doctor recommends.",
        ],
        points: [
          "Milk, curd, paneer, ragi and sesame (til) for calcium",
          "Morning sunlight and, where advised, vitamin D supplements",
          "Enough protein to keep muscles strong around the joints",
        ],
        image: img.grains,
      },
      {
        heading: "Easing joint discomfort",
        paragraphs: [
          "Every extra kilogram adds pressure on the knees. Gentle weight loss, anti-inflammatory foods and regular low-impact movement can make daily life more comfortable.",
        ],
        points: [
          "Omega-3 fats from walnuts, flaxseeds and fish",
          "Colourful vegetables and spices such as turmeric and ginger in cooking",
          "Fewer fried, sugary and highly processed foods",
        ],
        image: img.walk,
      },
    ],
    booking: true,
    faq: [
      {
        question: "Can diet reverse arthritis?",
        answer:
          "Diet cannot reverse joint damage, but it can help reduce inflammation, manage weight and support bone strength. Continue the treatment and physiotherapy your doctor recommends.",
      },
      {
        question: "Should I take calcium tablets?",
        answer:
          "Only if your doctor advises them. We first try to meet your needs from food; too much supplemental calcium is not helpful and can cause problems for some people.",
      },
      {
        question: "Is turmeric milk good for joint pain?",
        answer:
          "Haldi doodh is a comforting part of a healthy diet, and turmeric has anti-inflammatory compounds. It does not replace medicines, and high-dose turmeric supplements should be discussed with your doctor.",
      },
      {
        question: "I am vegetarian. Can I get enough calcium?",
        answer:
          "Yes. Milk, curd, paneer, ragi, sesame seeds, rajma and green leafy vegetables together can meet most people's calcium needs.",
      },
      {
        question: "What exercise is safe with knee pain?",
        answer:
          "Low-impact activities such as walking on level ground, swimming, cycling and gentle strengthening are usually helpful. Ask your doctor or physiotherapist which exercises suit your joints.",
      },
    ],
  },
  {
    slug: "ChildHealthDiet",
    title: "Child Health Diet + Obesity",
    description:
      "Nutrition for growing children and teenagers: healthy weight, fussy eating, school tiffins and active habits, planned with parents by a qualified dietician.",
    eyebrow: "Child Health Diet + Obesity",
    heading: "Healthy growth for happy children",
    lead: "Children need the right fuel to grow, learn and play. Whether your child is a fussy eater, underweight or carrying extra weight, we work with the whole family to build habits that last, never with strict diets.",
    stats: {
      heading: "Our work with families",
      items: [
        { value: "1800+", label: "healthy kids" },
        { value: "92%", label: "parent satisfaction" },
        { value: "250+", label: "meal plans created" },
      ],
    },
    sections: [
      {
        heading: "Tiffins children actually finish",
        paragraphs: [
          "A good tiffin is colourful, easy to eat and filling. We share weekly ideas that use vegetables, dals and fruit in forms children enjoy: stuffed parathas, cheela, idli, sprout chaat and more.",
        ],
        image: img.tiffin,
      },
      {
        heading: "Healthy weight without stress",
        paragraphs: [
          "Children with obesity need support, not shame. The aim is usually to slow weight gain while they grow taller, through family meals, less sugary drinks and more active play. We always involve your paediatrician for medical concerns.",
        ],
        points: [
          "Regular family meals without screens",
          "Water and milk instead of sweetened drinks",
          "At least one hour of active play every day",
        ],
        image: img.familyMeal,
      },
    ],
    booking: true,
    faq: [
      {
        question: "Will you put my child on a diet?",
        answer:
          "No. Children should not follow restrictive diets. We guide the family's meals and routines so your child gets the nourishment to grow while reaching a healthier weight over time.",
      },
      {
        question: "My child is a very fussy eater. Can you help?",
        answer:
          "Yes. Fussy eating is common. We suggest gentle strategies such as offering new foods alongside familiar ones, involving children in cooking and keeping mealtimes calm.",
      },
      {
        question: "Does my child need supplements?",
        answer:
          "Most children do not if they eat a varied diet. Your paediatrician may advise vitamin D, iron or others after a check-up; please follow their advice.",
      },
      {
        question: "How much junk food is okay?",
        answer:
          "Occasional treats are part of a happy childhood. We help you keep them occasional and plan healthier versions of favourites at home.",
      },
      {
        question: "From what age do you see children?",
        answer:
          "We work with families of children from weaning age to teenagers, with plans matched to each stage of growth.",
      },
    ],
  },
  {
    slug: "VitaminTherapy",
    title: "Vitamin Therapy - Vitamin Deficiency",
    description:
      "Food-first plans to correct vitamin D, B12, iron and other deficiencies found in blood tests, with supplements only as your doctor advises.",
    eyebrow: "Vitamin Therapy - Vitamin Deficiency",
    heading: "Correct vitamin deficiencies the food-first way",
    lead: "Low vitamin D and B12 are very common in India and can cause tiredness, aches, tingling and low mood. We read your blood reports with you and plan meals that help restore healthy levels, working alongside any supplements your doctor prescribes.",
    stats: {
      heading: "Our results",
      items: [
        { value: "2000+", label: "satisfied clients" },
        { value: "90%", label: "satisfaction" },
        { value: "120+", label: "programmes delivered" },
      ],
    },
    sections: [
      {
        heading: "Start with your reports",
        paragraphs: [
          "A deficiency should be confirmed by a blood test before it is treated. Bring your latest reports and we will explain them in plain language and plan around them.",
        ],
        image: img.report,
      },
      {
        heading: "Foods and habits that help",
        paragraphs: [
          "Some nutrients are easy to find in a vegetarian Indian diet, others need more planning. We match food sources to your preferences.",
        ],
        points: [
          "Vitamin D: safe morning sunlight, fortified foods, eggs and fish",
          "Vitamin B12: milk, curd, paneer, eggs, fish and meat",
          "Folate: green leafy vegetables, dals and sprouts",
          "Vitamin C: amla, guava and citrus, which also improve iron absorption",
        ],
        image: img.sunlight,
      },
    ],
    booking: true,
    faq: [
      {
        question: "Do I need injections or high-dose supplements?",
        answer:
          "That is your doctor's decision, based on how low your levels are and your symptoms. We support their treatment with a diet that helps maintain healthy levels afterwards.",
      },
      {
        question: "Can vegetarians get enough vitamin B12?",
        answer:
          "Milk, curd and paneer provide some B12, but many vegetarians still run low. Your doctor may advise a supplement; we help you include the best food sources daily.",
      },
      {
        question: "Is sunlight enough for vitamin D?",
        answer:
          "Sunlight helps, but indoor lifestyles, pollution, skin tone and covering clothes mean many people still fall short. Food and doctor-advised supplements often work together.",
      },
      {
        question: "How long until my levels improve?",
        answer:
          "It usually takes two to three months for blood levels to rise noticeably. Your doctor will tell you when to repeat the test.",
      },
      {
        question: "Can too many vitamins be harmful?",
        answer:
          "Yes. Vitamins A and D in particular can build up in the body. Never take high doses without medical advice.",
      },
    ],
  },
  {
    slug: "UricAcidArthritis",
    title: "Uric Acid Arthritis",
    description:
      "A low-purine Indian diet for high uric acid and gout: smart protein choices, hydration and weight care to help reduce flare-ups, alongside your doctor's treatment.",
    eyebrow: "Uric Acid Arthritis",
    heading: "Keep uric acid in check",
    lead: "High uric acid can settle in the joints as crystals and cause sudden, painful gout attacks, often in the big toe. Along with medicines from your doctor, what you eat and drink can help lower the risk of flare-ups.",
    sections: [
      {
        heading: "Smarter protein choices",
        paragraphs: [
          "Purines break down into uric acid. You do not need to give up protein, only choose it wisely and watch portions.",
        ],
        points: [
          "Limit red meat, organ meats and some seafood",
          "Milk, curd, paneer and eggs are usually well tolerated",
          "Dals and pulses in moderate portions are generally fine for most people",
          "Avoid alcohol, especially beer, and sugary drinks high in fructose",
        ],
        image: img.thali,
      },
      {
        heading: "Water, weight and routine",
        paragraphs: [
          "Drinking enough water helps the kidneys clear uric acid. Gradual weight loss also lowers levels, but crash diets and fasting can trigger attacks, so we keep it slow and steady.",
        ],
        image: img.hydration,
      },
    ],
    booking: true,
    faq: [
      {
        question: "Do I have to stop eating dal?",
        answer:
          "Usually not. Plant proteins have not been shown to raise gout risk the way meat and seafood do. We help you choose the right portions.",
      },
      {
        question: "What should I eat during a gout attack?",
        answer:
          "Drink plenty of water, avoid alcohol and rich meat meals, and see your doctor for pain relief. Once the attack settles, we continue with your long-term plan.",
      },
      {
        question: "Are cherries good for gout?",
        answer:
          "Some studies suggest cherries may help reduce attacks, and they are a healthy fruit to include. They are not a substitute for medicines your doctor prescribes.",
      },
      {
        question: "How much water should I drink?",
        answer:
          "Most adults do well with two to three litres a day unless their doctor has advised a fluid limit, for example for heart or kidney disease.",
      },
      {
        question: "Can I stop my uric acid medicine once my levels are normal?",
        answer:
          "Never stop or change a medicine without your doctor. Normal levels often mean the medicine is working.",
      },
    ],
  },
  {
    slug: "GutCleaningProgram",
    title: "Gut Cleaning Program",
    description:
      "A gentle digestive reset: fibre, fluids, probiotic Indian foods and routine to ease bloating, acidity and irregular bowel habits, without harsh cleanses.",
    eyebrow: "Gut Cleaning Program",
    heading: "A gentle reset for your digestion",
    lead: "Bloating, acidity, constipation and heaviness after meals can wear you down. Your gut does not need harsh detox drinks; it needs fibre, fluids, friendly bacteria and a calm routine. Our programme brings these together in simple steps.",
    sections: [
      {
        heading: "Feed the good bacteria",
        paragraphs: [
          "The bacteria in your gut thrive on variety. Fermented foods and plenty of plant fibre help them flourish.",
        ],
        points: [
          "Curd, buttermilk, kanji and idli or dosa batter for probiotics",
          "Onion, garlic, banana, oats and whole grains as prebiotic fibre",
          "Isabgol or soaked seeds, if advised, for regularity",
        ],
        image: img.vegetables,
      },
      {
        heading: "Rhythm and routine",
        paragraphs: [
          "Regular meal times, unhurried eating, enough water and daily movement help digestion as much as any food. We build a gentle daily rhythm with you.",
          "Please see a doctor if you notice blood in the stool, unexplained weight loss, severe pain or symptoms that persist: these need medical attention, not a diet plan.",
        ],
        image: img.hydration,
      },
    ],
    booking: true,
    faq: [
      {
        question: "Is this a detox or juice cleanse?",
        answer:
          "No. Your liver and kidneys clean the body every day. Our programme supports them with balanced meals, fibre and fluids rather than juice-only or fasting cleanses.",
      },
      {
        question: "Will I need to take probiotic supplements?",
        answer:
          "Usually not. Traditional fermented foods provide friendly bacteria. Your doctor may recommend a probiotic in specific situations.",
      },
      {
        question: "Can this help with acidity?",
        answer:
          "Smaller meals, less fried and spicy food, not lying down right after eating and reducing tea and coffee often help. Persistent acidity should be checked by a doctor.",
      },
      {
        question: "How long is the programme?",
        answer:
          "Most clients follow it for four weeks and then move to a long-term maintenance plan. The length can be adjusted to your needs.",
      },
      {
        question: "I have IBS. Is this suitable?",
        answer:
          "Yes, with changes. People with IBS often need a more tailored approach, sometimes a guided low-FODMAP trial. We plan it together with your gastroenterologist's advice.",
      },
    ],
  },
  {
    slug: "HeartDiet",
    title: "Heart Diet",
    description:
      "A heart-healthy Indian diet for cholesterol, triglycerides and blood pressure: healthy fats, whole grains, less salt and a sustainable routine.",
    eyebrow: "Heart Diet",
    heading: "Eat for a stronger heart",
    lead: "Heart disease is among the leading health concerns in India, often at a younger age than elsewhere. Whether your cholesterol is high or you are recovering from a heart event, everyday food choices can support your heart alongside your cardiologist's care.",
    sections: [
      {
        heading: "Fats that help, fats that harm",
        paragraphs: [
          "The type of fat matters more than fearing all fat. We help you switch to healthier oils and cooking methods without losing the taste of home food.",
        ],
        points: [
          "Rotate oils such as mustard, groundnut and rice bran; use them sparingly",
          "Limit ghee and butter, and avoid vanaspati and reused frying oil",
          "Add walnuts, flaxseeds and fish for omega-3 fats",
        ],
        image: img.thali,
      },
      {
        heading: "Fibre, salt and steady habits",
        paragraphs: [
          "Oats, barley, dals, fruits and vegetables provide fibre that helps lower cholesterol. Keeping salt low protects blood pressure, and a daily walk strengthens the heart itself.",
        ],
        image: img.walk,
      },
    ],
    booking: true,
    faq: [
      {
        question: "Can I eat ghee if I have high cholesterol?",
        answer:
          "A small amount may fit, depending on your reports. We usually suggest limiting saturated fats like ghee and butter and using healthier oils in measured amounts.",
      },
      {
        question: "Are eggs bad for the heart?",
        answer:
          "For most people, an egg a day can be part of a heart-healthy diet. If your cholesterol is very high or you have diabetes, we may suggest limiting yolks.",
      },
      {
        question: "Can diet replace my cholesterol medicine?",
        answer:
          "No. Only your cardiologist can decide on medicines. A heart-healthy diet helps the medicines work and may improve your reports over time.",
      },
      {
        question: "Is this plan suitable after a heart attack or bypass?",
        answer:
          "Yes, once your cardiologist clears you for a regular diet. We follow any fluid, salt or other restrictions they set.",
      },
      {
        question: "How quickly can cholesterol improve?",
        answer:
          "Changes in diet and activity can start to show in blood reports within two to three months. Your doctor will advise when to retest.",
      },
    ],
  },
  {
    slug: "AnemiaDiet",
    title: "Anemia Diet",
    description:
      "An iron-rich Indian diet for anaemia: spinach, dals, jaggery, dates and smart pairings with vitamin C to raise haemoglobin, alongside your doctor's treatment.",
    eyebrow: "Anemia Diet",
    heading: "Raise your iron, regain your energy",
    lead: "Anaemia is very common in India, especially among women and children, and often shows up as tiredness, breathlessness, pale skin and poor concentration. A well-planned diet supports the iron tablets or treatment your doctor prescribes.",
    sections: [
      {
        heading: "Iron-rich foods for every meal",
        paragraphs: [
          "Both vegetarian and non-vegetarian diets can provide iron. Plant iron is absorbed less easily, so pairing matters.",
        ],
        points: [
          "Green leafy vegetables, dals, rajma, chana and soybean",
          "Jaggery, dates, dried figs and raisins in moderate amounts",
          "Eggs, fish, chicken and lean meat for easily absorbed iron",
          "Lemon, amla or guava with meals to boost absorption",
        ],
        image: img.ironFoods,
      },
      {
        heading: "What gets in the way",
        paragraphs: [
          "Tea and coffee with meals can reduce iron absorption, so we suggest keeping them an hour away. Anaemia also has causes other than diet, so your doctor may order tests to find the reason.",
        ],
        image: img.report,
      },
    ],
    booking: true,
    faq: [
      {
        question: "Can diet alone cure anaemia?",
        answer:
          "Mild iron deficiency may improve with diet, but most people also need iron tablets or other treatment prescribed by a doctor. Anaemia can have several causes, so a medical check-up comes first.",
      },
      {
        question: "Does cooking in an iron kadai help?",
        answer:
          "Yes, cooking acidic foods such as tomato-based dishes in an iron kadai can add a little iron to food. It helps, but is not enough on its own.",
      },
      {
        question: "Is beetroot good for anaemia?",
        answer:
          "Beetroot is healthy but not especially high in iron. Green leafy vegetables, dals and, for non-vegetarians, eggs and meat are better sources.",
      },
      {
        question: "When should I take my iron tablet?",
        answer:
          "Follow your doctor's advice. Many people take it between meals with water or a vitamin C-rich drink, and away from tea, coffee, milk and calcium.",
      },
      {
        question: "How long does it take for haemoglobin to rise?",
        answer:
          "With treatment, haemoglobin often starts to rise within a few weeks, and rebuilding iron stores takes a few months. Your doctor will advise on repeat tests.",
      },
    ],
  },
];
