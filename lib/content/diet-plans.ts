/** One card on /DeitPlans: the image lives in public/images/diet-plans/. */
export type DietPlan = {
  title: string;
  description: string;
  image: { src: string; alt: string };
};

const plan = (title: string, file: string, description: string, alt: string): DietPlan => ({
  title,
  description,
  image: { src: `/images/diet-plans/${file}.webp`, alt },
});

/** The 29 diet plans, in the spec's order (spec section 2, 'Diet plans page'). */
export const DIET_PLANS: readonly DietPlan[] = [
  plan(
    "Intermediate Fasting",
    "intermediate-fasting",
    "Balanced meals within a set daily eating window, such as 10 am to 6 pm. Not advised in pregnancy or with some medical conditions without your doctor's approval.",
    "A clock beside a plate and a glass of water, for time-restricted eating",
  ),
  plan(
    "Paleo",
    "paleo",
    "Whole, minimally processed foods: vegetables, fruit, eggs, fish, nuts and seeds, adapted to Indian kitchens and your health needs.",
    "A plate of eggs, leafy greens and walnuts",
  ),
  plan(
    "Low Carb",
    "low-carb",
    "Smaller portions of rice and roti, more vegetables, paneer, eggs and dals to steady blood sugar and support weight loss.",
    "A plate of paneer cubes and green vegetables",
  ),
  plan(
    "Mediterranean",
    "mediterranean",
    "Vegetables, legumes, whole grains, nuts and healthy oils: a heart-friendly pattern that blends well with Indian cooking.",
    "A bottle of olive oil beside a plate of tomatoes, greens and chickpeas",
  ),
  plan(
    "Vegan",
    "vegan",
    "Fully plant-based meals planned for protein, calcium, iron and vitamin B12, with tofu, dals, soya and seeds.",
    "A bowl of leafy greens and tomatoes surrounded by fresh leaves",
  ),
  plan(
    "DASH",
    "dash",
    "Dietary Approaches to Stop Hypertension: fruit, vegetables, low-fat dairy and less salt to support healthy blood pressure.",
    "A blood-pressure gauge beside a plate of fruit and vegetables",
  ),
  plan(
    "Keto",
    "keto",
    "A very low-carbohydrate, higher-fat plan followed only with medical supervision, for short periods and specific goals.",
    "Eggs, paneer cubes and walnuts on a plate",
  ),
  plan(
    "Flexitarian",
    "flexitarian",
    "Mostly vegetarian with eggs, fish or chicken now and then: flexible, family-friendly and easy to sustain.",
    "A plate of mostly vegetables with a boiled egg",
  ),
  plan(
    "Fad",
    "fad",
    "Curious about a trending diet? We review it with you honestly and build a safe, balanced version if it suits you.",
    "A bright plate under a large question mark, for trending diets",
  ),
  plan(
    "Plant-Based",
    "plant-based",
    "Whole grains, pulses, vegetables, fruit, nuts and seeds at the centre of every meal, with dairy if you wish.",
    "A bowl of whole grains and sprouts beside fresh leaves",
  ),
  plan(
    "Whole30",
    "whole30",
    "A 30-day reset built on whole foods, without added sugar or alcohol, then a careful reintroduction of foods.",
    "A calendar beside a plate of whole foods",
  ),
  plan(
    "Weight Watchers",
    "weight-watchers",
    "A points-style approach to portions and choices that keeps favourite foods in moderation and tracks progress.",
    "A weighing scale beside a balanced plate",
  ),
  plan(
    "Low Fat",
    "low-fat",
    "Less oil, ghee and fried food, with steaming, grilling and roasting, for gallbladder, liver or heart concerns.",
    "A plate of steamed vegetables and dal beside a glass of milk",
  ),
  plan(
    "Atkins",
    "atkins",
    "A phased low-carbohydrate plan that slowly adds carbohydrates back, adapted and monitored for safety.",
    "Eggs and a grilled chicken leg on a plate with greens",
  ),
  plan(
    "Dukan",
    "dukan",
    "A high-protein, phased weight-loss plan, modified with enough vegetables and fibre to stay balanced.",
    "A measuring tape beside a plate of grilled protein and greens",
  ),
  plan(
    "Heart Healthy",
    "heart-healthy",
    "Oats, whole grains, nuts, fish and healthy oils with less salt and saturated fat for a stronger heart.",
    "A red heart beside a bowl of oats and walnuts",
  ),
  plan(
    "Diabetic",
    "diabetic",
    "Carbohydrate-counted, low-glycaemic Indian meals timed with your medicines to keep blood sugar steady.",
    "A glucose drop beside a plate of millet roti, dal and salad",
  ),
  plan(
    "Renal",
    "renal",
    "Kidney-friendly meals that manage protein, potassium, phosphorus, salt and fluids as your nephrologist advises.",
    "A pair of kidneys beside a glass of water and an apple",
  ),
  plan(
    "Low Sodium",
    "low-sodium",
    "Flavourful food with less salt: herbs, lemon, spices and fewer pickles, papads and packaged snacks.",
    "A crossed-out salt shaker beside fresh herbs and a lemon",
  ),
  plan(
    "Gluten Free",
    "gluten-free",
    "Rice, millets, besan and other gluten-free grains for coeliac disease or gluten sensitivity, with nothing missing.",
    "A crossed-out wheat ear beside a bowl of rice and millets",
  ),
  plan(
    "Low Residue",
    "low-residue",
    "Soft, easy-to-digest foods with less fibre, for short periods before procedures or during bowel flare-ups.",
    "A bowl of soft khichdi and a banana",
  ),
  plan(
    "High Fibre",
    "high-fibre",
    "Whole grains, vegetables, fruit, pulses and seeds for regular digestion, fullness and healthy cholesterol.",
    "Sprouts, an apple and leafy greens rich in fibre",
  ),
  plan(
    "High Calorie",
    "high-calorie",
    "Nourishing, energy-dense meals and snacks for healthy weight gain or recovery from illness.",
    "A banana, a glass of milk and a bowl of nuts",
  ),
  plan(
    "High Protein",
    "high-protein",
    "Dals, paneer, eggs, curd, soya and lean meats spread through the day to build and protect muscle.",
    "Eggs, paneer cubes and a bowl of dal",
  ),
  plan(
    "Lactose Free",
    "lactose-free",
    "Calcium and protein without the discomfort: lactose-free milk, curd, soya and other smart swaps.",
    "A crossed-out glass of milk beside almonds and fruit",
  ),
  plan(
    "Detox",
    "detox",
    "A gentle reset with water, fruit, vegetables and fibre that supports your liver and kidneys, without harsh cleanses.",
    "A glass of lemon water with cucumber slices and mint leaves",
  ),
  plan(
    "Cancer",
    "cancer",
    "Nutrition support during and after cancer treatment to maintain strength and manage side effects, with your oncologist.",
    "A lavender awareness ribbon beside a warm bowl of soup",
  ),
  plan(
    "Ayurvedic",
    "ayurvedic",
    "Seasonal, home-cooked meals inspired by Ayurvedic principles, balanced with modern nutrition science.",
    "A brass plate with turmeric, ginger and whole spices",
  ),
  plan(
    "Diet for Mental Disorder and Anxiety",
    "mental-health-and-anxiety",
    "Regular, balanced meals, omega-3 foods and less caffeine to support mood and calm, alongside your doctor's treatment.",
    "A calm head profile with leaves, beside walnuts and a glass of water",
  ),
];

/** The prefilled chat message of a plan's 'Join Now' link. */
export function dietPlanJoinMessage(title: string): string {
  return `Hello! I would like to join the ${title} diet plan. Please share the details.`;
}
