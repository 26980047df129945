import type { ContentImage } from "./types";

const image = (name: string, alt: string): ContentImage => ({
  src: `/images/conditions/${name}.webp`,
  alt,
});

/** Illustrations for the descriptive sections, shared by several condition pages. */
export const CONDITION_IMAGES = {
  thali: image(
    "balanced-thali",
    "A balanced thali with roti, dal, green sabzi, salad and a bowl of curd",
  ),
  consultation: image(
    "consultation",
    "A dietician and a client talking across a desk with a meal plan between them",
  ),
  walk: image("morning-walk", "A woman out for a walk in a green park on a sunny morning"),
  hydration: image("water-and-fruit", "A jug of water, a glass and a bowl of seasonal fruit"),
  vegetables: image(
    "vegetable-basket",
    "A basket of fresh vegetables: spinach, tomatoes, carrots and bottle gourd",
  ),
  familyMeal: image("family-meal", "A family sharing a home-cooked meal at the dining table"),
  rest: image("rest-and-calm", "A cup of herbal tea beside a window with a crescent moon"),
  grains: image("millets-and-grains", "Bowls of ragi, jowar and brown rice with a wooden scoop"),
  sunlight: image("morning-sunlight", "A man stretching in the morning sun on a terrace"),
  report: image("lab-report", "A clipboard with a blood test report, a pen and a stethoscope"),
  tiffin: image("school-tiffin", "An open school tiffin with a vegetable paratha, fruit and nuts"),
  ironFoods: image(
    "iron-rich-foods",
    "Spinach, pomegranate, jaggery, dates and roasted chana on a tray",
  ),
} as const satisfies Record<string, ContentImage>;
