import { CONDITION_IMAGES as img } from "./images";
import type { Condition } from "./types";

/** Shown under every results figure: marketing numbers are averages, not promises. */
export const RESULTS_NOTE =
  "Figures reported by clients over the course of their programme; individual results vary.";

/** The programme family: statistics, 'Ideal for', exercise, counselling, features and an FAQ. */
export const PROGRAMME_FAMILY: readonly Condition[] = [
  {
    slug: "HypertensionDiabeticDiet",
    title: "Hypertension & Diabetic Diet",
    description:
      "A personalised Indian diet programme for high blood pressure and diabetes: low-salt, low-glycaemic meals, exercise guidance and counselling alongside your doctor's care.",
    eyebrow: "Hypertension & Diabetic Diet",
    heading: "Steadier blood pressure and blood sugar, one meal at a time",
    lead: "High blood pressure and diabetes often travel together, and both respond to what, when and how much we eat. Our programme turns your doctor's targets into everyday Indian meals you can enjoy, so your medicines and your plate work in the same direction.",
    stats: {
      heading: "What our clients have achieved",
      items: [
        { value: "1500", label: "patients guided" },
        { value: "25%", label: "blood pressure reduction" },
        { value: "15%", label: "blood sugar reduction" },
        { value: "10%", label: "improved lifestyle" },
      ],
    },
    idealFor: {
      heading: "Ideal for",
      paragraphs: [
        "This programme suits adults who have been told by their doctor that they have high blood pressure, pre-diabetes or type 2 diabetes, or both, and who want practical help with food. It also helps people with a strong family history who want to act early.",
      ],
      points: [
        "Recently diagnosed and unsure what to eat",
        "Readings that stay high despite medicines",
        "Frequent sugar spikes after meals or low readings between them",
        "Weight around the waist, long working hours or irregular meals",
      ],
      image: img.report,
    },
    exercise: {
      heading: "Exercise that fits your day",
      paragraphs: [
        "Regular movement helps the body use insulin better and keeps blood vessels flexible. We build a routine around your fitness and any advice from your doctor, starting gently and adding a little each week.",
      ],
      points: [
        "A brisk 10-minute walk after main meals to blunt sugar spikes",
        "150 minutes of moderate activity a week, spread over at least five days",
        "Two short sessions of light strength work with bands or body weight",
        "Breathing exercises and gentle yoga to help manage stress",
      ],
      image: img.walk,
    },
    counselling: {
      heading: "Counselling and support",
      paragraphs: [
        "Changing lifelong habits is hard, and we do not expect perfection. In regular one-on-one sessions we talk through what worked, what did not, festivals, travel and family meals, and adjust the plan so it stays realistic.",
      ],
      points: [
        "Reading food labels for sodium, sugar and hidden refined flour",
        "Eating out and ordering in without losing control",
        "Keeping a simple log of home readings to discuss with your doctor",
      ],
      image: img.consultation,
    },
    features: {
      heading: "Programme features",
      items: [
        {
          title: "Low-salt, flavourful cooking",
          text: "Herbs, lemon, spices and tempering techniques that keep food tasty with less salt.",
        },
        {
          title: "Low-glycaemic swaps",
          text: "Millets, dals, whole grains and fibre-rich sabzis in portions matched to your readings.",
        },
        {
          title: "Meal timing",
          text: "Meals spaced to suit your medicines and routine, with smart snacks to avoid lows.",
        },
        {
          title: "Weekly check-ins",
          text: "Your weight, readings and feedback reviewed so the plan keeps pace with you.",
        },
      ],
    },
    booking: true,
    faq: [
      {
        question: "Can diet alone replace my blood pressure or diabetes medicines?",
        answer:
          "No. Food is a powerful support, but only your doctor can decide whether to change or stop a medicine. Many clients see better readings with the programme; we encourage you to share them with your doctor, who may then review your dose.",
      },
      {
        question: "Will I have to give up rice and roti?",
        answer:
          "Not at all. We adjust the portion, pair it with dal, vegetables and curd, and introduce millets and whole grains so your plate stays familiar while your blood sugar stays steadier.",
      },
      {
        question: "How much salt is allowed each day?",
        answer:
          "Most adults with high blood pressure are advised to keep to under one teaspoon (about 5 g) of salt a day, including what is already in pickles, papad, namkeen and packaged food. Your exact target depends on your doctor's advice.",
      },
      {
        question: "Is fruit safe if I have diabetes?",
        answer:
          "Yes, in the right portion. Whole fruits such as guava, apple, orange and papaya are good choices, eaten as a snack rather than as juice. We tell you how much and when, based on your readings.",
      },
      {
        question: "How soon will I see a change in my readings?",
        answer:
          "Many people notice steadier sugar readings within a few weeks and gradual improvement in blood pressure over one to three months. Results differ from person to person, which is why we review your progress regularly.",
      },
    ],
  },
  {
    slug: "ThyroidDiseaseDiet",
    title: "Thyroid Disease Diet",
    description:
      "Nutrition support for hypothyroidism, hyperthyroidism and Hashimoto's: balanced Indian meals, medicine timing, energy and weight care with a qualified dietician.",
    eyebrow: "Thyroid Disease Diet",
    heading: "Eating well with a thyroid condition",
    lead: "Tiredness, weight changes, hair fall and low mood are common with thyroid disorders. Medicines prescribed by your doctor treat the condition; the right food helps you feel more like yourself while they do their work.",
    stats: {
      heading: "What our clients have achieved",
      items: [
        { value: "2000+", label: "clients with thyroid conditions guided" },
        { value: "80%", label: "reported better energy levels" },
        { value: "90%", label: "client satisfaction" },
        { value: "75%", label: "reached their weight goal" },
      ],
    },
    idealFor: {
      heading: "Ideal for",
      paragraphs: [
        "People diagnosed with hypothyroidism, hyperthyroidism, Hashimoto's thyroiditis or a thyroid nodule who are under a doctor's care and want a food plan that fits their treatment.",
      ],
      points: [
        "Unexplained weight gain or difficulty losing weight",
        "Low energy, constipation or feeling cold",
        "Confusion about soy, cabbage, gluten and other 'forbidden' foods",
        "Planning a pregnancy with a thyroid condition",
      ],
      image: img.report,
    },
    exercise: {
      heading: "Movement for energy and metabolism",
      paragraphs: [
        "Regular activity supports metabolism, mood and joint comfort. We start where your energy is today and build up slowly.",
      ],
      points: [
        "Daily walks, beginning with 20 minutes at a comfortable pace",
        "Strength exercises twice a week to protect muscle",
        "Yoga and stretching for stiffness and stress",
      ],
      image: img.sunlight,
    },
    counselling: {
      heading: "Counselling and support",
      paragraphs: [
        "We help you take your tablet correctly, fit meals around it and handle the ups and downs of energy and appetite, with regular sessions to keep you motivated.",
      ],
      points: [
        "Levothyroxine on an empty stomach, 30 to 60 minutes before breakfast or tea",
        "Keeping calcium and iron supplements four hours away from the tablet",
        "Tracking symptoms and weight to share with your doctor",
      ],
      image: img.consultation,
    },
    features: {
      heading: "Programme features",
      items: [
        {
          title: "Iodine and selenium balance",
          text: "Iodised salt in moderation, eggs, fish, nuts and seeds, without over-supplementing.",
        },
        {
          title: "Goitrogen guidance",
          text: "Cooked cabbage, cauliflower and soy in sensible amounts rather than cutting them out.",
        },
        {
          title: "Energy-friendly meals",
          text: "Protein at every meal and steady carbohydrates to avoid mid-day slumps.",
        },
        {
          title: "Gut and fibre support",
          text: "Fibre, fluids and curd to ease the constipation many people experience.",
        },
      ],
    },
    booking: true,
    faq: [
      {
        question: "Can food cure my thyroid condition?",
        answer:
          "No diet can cure a thyroid disorder. Your doctor's treatment manages the hormone levels; a good diet helps with weight, energy and overall health. Please keep taking your medicines as prescribed and have your thyroid tests done as advised.",
      },
      {
        question: "Should I stop eating cabbage, cauliflower and soy?",
        answer:
          "Usually not. These foods are a problem only in very large raw amounts, especially with iodine deficiency. Cooked and in normal portions, they are nutritious and can stay in your diet.",
      },
      {
        question: "When should I eat after taking my thyroid tablet?",
        answer:
          "Most doctors advise taking levothyroxine with water on an empty stomach and waiting 30 to 60 minutes before tea, coffee or breakfast. Follow your own doctor's instructions if they differ.",
      },
      {
        question: "Do I need to go gluten-free?",
        answer:
          "Only if you also have coeliac disease or your doctor advises it. For most people with thyroid conditions, whole wheat and other grains in balanced portions are fine.",
      },
      {
        question: "Why is losing weight harder with hypothyroidism?",
        answer:
          "An underactive thyroid can slow metabolism until hormone levels are controlled. Once your levels are stable, a balanced plan with enough protein and regular activity makes steady weight loss achievable.",
      },
    ],
  },
  {
    slug: "PCODandObesityDiet",
    title: "PCOD & Obesity Diet",
    description:
      "A hormone-friendly weight-loss programme for PCOD and PCOS: high-fibre Indian meals, exercise, counselling and steady, sustainable results.",
    eyebrow: "PCOD & Obesity Diet",
    heading: "Manage PCOD and your weight, together",
    lead: "PCOD affects periods, skin, hair, mood and weight, and insulin resistance often sits at its centre. Small, steady changes to food and activity can make a real difference to how you feel, alongside your gynaecologist's care.",
    stats: {
      heading: "What our clients have achieved",
      items: [
        { value: "500+", label: "clients with PCOD guided" },
        { value: "15 kg", label: "maximum weight loss" },
        { value: "8 kg", label: "average weight loss" },
      ],
    },
    idealFor: {
      heading: "Ideal for",
      paragraphs: [
        "Girls and women with PCOD or PCOS, and anyone living with obesity who wants to lose weight without crash diets, under the care of their doctor.",
      ],
      points: [
        "Irregular periods, acne or excess hair growth",
        "Weight gain around the waist and strong sugar cravings",
        "Planning a pregnancy and advised to lose some weight",
        "Tried many diets and regained the weight each time",
      ],
      image: img.thali,
    },
    exercise: {
      heading: "Exercise that you will keep doing",
      paragraphs: [
        "Muscle is one of the best tools against insulin resistance. We combine cardio you enjoy with simple strength training, at a pace your body is ready for.",
      ],
      points: [
        "30 to 45 minutes of activity most days: walking, dance, cycling or swimming",
        "Strength training two or three times a week",
        "Yoga and breathing practice for stress and sleep",
      ],
      image: img.walk,
    },
    counselling: {
      heading: "Counselling and support",
      paragraphs: [
        "Weight and body image can carry a lot of emotion. Our sessions are warm and judgement-free, and we focus on habits you can keep for life rather than quick fixes.",
      ],
      points: [
        "Handling cravings, emotional eating and late-night snacking",
        "Planning for festivals, hostels and office canteens",
        "Celebrating progress beyond the scale: energy, cycles and confidence",
      ],
      image: img.consultation,
    },
    features: {
      heading: "Programme features",
      items: [
        {
          title: "Low-glycaemic Indian meals",
          text: "Protein and fibre at every meal with millets, dals, sprouts, paneer and vegetables.",
        },
        {
          title: "No crash dieting",
          text: "A moderate calorie deficit that protects energy, periods and muscle.",
        },
        {
          title: "Body measurements",
          text: "Waist and body measurements tracked along with weight for a fuller picture.",
        },
        {
          title: "Fortnightly reviews",
          text: "The plan changes as your body changes, so progress does not stall.",
        },
      ],
    },
    booking: true,
    faq: [
      {
        question: "Can PCOD be cured with diet?",
        answer:
          "PCOD is a long-term condition that cannot be cured by diet, but it can be managed very well. Healthy weight, balanced meals and regular exercise often improve cycles, skin and energy. Continue to follow your gynaecologist's advice.",
      },
      {
        question: "How much weight can I lose?",
        answer:
          "Our clients have lost 8 kg on average and up to 15 kg, but every body is different. A safe pace is about half to one kilogram a week. Even a loss of 5 to 10 percent of body weight can help hormones and cycles.",
      },
      {
        question: "Do I have to give up dairy and gluten?",
        answer:
          "Not unless you have an allergy, intolerance or your doctor advises it. Curd, paneer and whole-wheat roti can be part of a balanced PCOD plan in the right portions.",
      },
      {
        question: "Will I feel hungry on this plan?",
        answer:
          "We build meals around protein, fibre and healthy fats so you stay full. If you feel very hungry, tell us: it means the plan needs adjusting, not that you are failing.",
      },
      {
        question: "Is this programme suitable for teenagers?",
        answer:
          "Yes, with a plan designed for a growing body and with a parent involved. We never put teenagers on restrictive diets; the focus is on healthy habits and activity.",
      },
    ],
  },
  {
    slug: "PregnancyAndLactationDiet",
    title: "Pregnancy and Lactation Diet",
    description:
      "Trimester-wise pregnancy and breastfeeding nutrition with familiar Indian foods: iron, folate, calcium and protein, safe weight gain and practical support for new mothers.",
    eyebrow: "Pregnancy and Lactation Diet",
    heading: "Nourishing you and your baby",
    lead: "From the first trimester to the months of breastfeeding, your body's needs keep changing. We help you eat well for both of you, with foods your family already cooks, in step with your obstetrician's care.",
    stats: {
      heading: "What our mothers say",
      items: [
        { value: "1000+", label: "moms supported" },
        { value: "98%", label: "satisfaction" },
        { value: "50+", label: "workshops held" },
      ],
    },
    idealFor: {
      heading: "Ideal for",
      paragraphs: [
        "Women planning a pregnancy, expecting mothers in any trimester and new mothers who are breastfeeding, including those with gestational diabetes, anaemia or thyroid conditions under medical care.",
      ],
      points: [
        "Nausea, heartburn or poor appetite",
        "Too much or too little weight gain",
        "Low haemoglobin or gestational diabetes",
        "Concerns about breast milk supply and post-delivery recovery",
      ],
      image: img.familyMeal,
    },
    exercise: {
      heading: "Safe movement in pregnancy",
      paragraphs: [
        "Gentle activity helps with back pain, sleep and blood sugar. Always check with your obstetrician before starting, and stop if anything feels wrong.",
      ],
      points: [
        "Daily walks at a comfortable pace",
        "Prenatal yoga and breathing with a trained teacher",
        "Pelvic floor exercises during pregnancy and after delivery",
      ],
      image: img.walk,
    },
    counselling: {
      heading: "Counselling and support",
      paragraphs: [
        "Pregnancy brings lots of advice from everyone. We help you sort fact from myth kindly, and support you through recovery and breastfeeding after your baby arrives.",
      ],
      points: [
        "Traditional foods such as panjiri, ladoos and gond: how much is helpful",
        "Foods to avoid, such as unpasteurised milk and undercooked meat",
        "Postnatal weight, sleep and energy, at a gentle pace",
      ],
      image: img.rest,
    },
    features: {
      heading: "Programme features",
      items: [
        {
          title: "Trimester-wise plans",
          text: "Meals that change with your needs, from early nausea to the third trimester.",
        },
        {
          title: "Iron, folate and calcium",
          text: "Food sources alongside the supplements your doctor prescribes.",
        },
        {
          title: "Lactation nutrition",
          text: "Extra energy, fluids and protein while you breastfeed.",
        },
        {
          title: "Workshops for families",
          text: "Group sessions so your family can support your meals too.",
        },
      ],
    },
    booking: true,
    faq: [
      {
        question: "How much extra should I eat during pregnancy?",
        answer:
          "Very little extra is needed in the first trimester. In the second and third trimesters most women need roughly 350 extra calories a day, about one small additional meal. We personalise this based on your weight and your doctor's advice.",
      },
      {
        question: "Can I follow a vegetarian diet while pregnant?",
        answer:
          "Yes. A well-planned vegetarian diet with dals, pulses, milk, curd, paneer, nuts and seeds can meet your needs. Your doctor may prescribe iron, folic acid, calcium or vitamin B12, which you should continue.",
      },
      {
        question: "Which foods should I avoid?",
        answer:
          "Avoid unpasteurised milk and cheese, raw or undercooked eggs, meat and fish, and limit caffeine. Ask your doctor about any herbal remedies before using them.",
      },
      {
        question: "Do certain foods increase breast milk?",
        answer:
          "Enough calories, fluids and rest matter most. Foods such as methi, jeera and oats are traditional favourites and fine to include, but frequent feeding is what most supports supply. Speak to a lactation consultant or doctor if you are worried.",
      },
      {
        question: "When can I start losing weight after delivery?",
        answer:
          "Give your body time to recover first. With your doctor's go-ahead, usually after six weeks, we plan a slow, gentle loss that keeps your energy and milk supply steady.",
      },
    ],
  },
];
