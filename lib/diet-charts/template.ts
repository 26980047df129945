/**
 * The ready template of a new diet chart (issue 31): a day-by-meal table and notes, in the
 * Markdown the blog renders. Client-safe: the owner's form starts from it.
 */
export const CHART_MEALS = [
  "Early morning",
  "Breakfast",
  "Mid-morning",
  "Lunch",
  "Evening",
  "Dinner",
  "Bedtime",
] as const;

export const DIET_CHART_TEMPLATE = [
  "| Meal | What to have |",
  "| --- | --- |",
  ...CHART_MEALS.map((meal) => `| ${meal} | |`),
  "",
  "## Notes",
  "",
  "- ",
  "",
].join("\n");
