import { site } from "@/lib/site";

/** Content seeded into a new embedded database so a newcomer sees a living site (post content is Markdown). */
export const DEMO_BLOGS = [
  {
    title: "Building a balanced Indian thali",
    slug: "building-a-balanced-indian-thali",
    category: "Healthy Eating",
    image: "/images/blog/balanced-thali.webp",
    content: [
      "A traditional thali is already close to a balanced plate: a cereal, a dal or other protein, a vegetable sabzi, curd and a little salad.",
      "",
      "## Get the proportions right",
      "",
      "- **Half the plate:** vegetables and salad.",
      "- **A quarter:** dal, paneer, eggs or chicken.",
      "- **A quarter:** roti, rice or millets.",
      "",
      "## Small habits that add up",
      "",
      "Use one teaspoon of oil per dish, keep fried sides for occasions, and add a bowl of curd or buttermilk for calcium and gut health.",
      "",
      "> If you live with diabetes or kidney disease, ask your doctor and dietician how these proportions should change for you.",
    ].join("\n"),
  },
  {
    title: "Millets: small grains with big benefits",
    slug: "millets-small-grains-with-big-benefits",
    category: "Nutrition",
    image: "/images/blog/millets.webp",
    content: [
      "Ragi, jowar, bajra and foxtail millet were everyday foods across India long before polished rice and refined flour took over.",
      "",
      "## Why millets",
      "",
      "They bring more fibre, iron and calcium, digest more slowly and keep you full for longer.",
      "",
      "## Start with one meal a day",
      "",
      "1. Ragi dosa for breakfast.",
      "2. Jowar roti at lunch.",
      "3. A bajra khichdi at dinner.",
      "",
      "Soak millets for a few hours before cooking for a softer texture, and increase them *gradually* while drinking enough water so your gut can adjust.",
    ].join("\n"),
  },
  {
    title: "Staying hydrated through a Delhi summer",
    slug: "staying-hydrated-through-a-delhi-summer",
    category: "Lifestyle",
    image: "/images/blog/summer-hydration.webp",
    content: [
      "When the temperature crosses 40°C, thirst is a late signal. Keep a bottle in sight and sip through the day; most adults need two and a half to three litres, more if you work outdoors or exercise.",
      "",
      "## What counts",
      "",
      "Nimbu pani with a pinch of salt, chaas, coconut water and seasonal fruit such as watermelon and muskmelon all count. Go easy on sugary colas and packaged juices.",
      "",
      "## Warning signs",
      "",
      "Dark urine, headaches and dizziness are signs to drink more and rest in the shade; older adults and children need special attention.",
    ].join("\n"),
  },
] as const;

export const DEMO_OFFERS = [
  {
    type: "promotion",
    text: "Free 15-minute discovery call this month: book an appointment and mention 'FIRSTCALL'.",
  },
  {
    type: "specialOffer",
    text: "Festive special: 10% off the Premium and Ultimate plans when you join before the end of the month.",
  },
] as const;

export const demoAuthor = () => `Dt. ${site.practitioner}`;
