/** BMI calculation and categories (spec §5), free of UI so it can be unit-tested. */

export const BMI_CATEGORIES = ["Underweight", "Normal weight", "Overweight", "Obesity"] as const;
export type BmiCategory = (typeof BMI_CATEGORIES)[number];

/** The on-screen legend, worded as the spec words it. */
export const BMI_LEGEND: readonly { label: string; range: string }[] = [
  { label: "Underweight", range: "under 18.5" },
  { label: "Normal", range: "18.5–24.9" },
  { label: "Overweight", range: "25–29.9" },
  { label: "Obesity", range: "30 or greater" },
];

export type BmiResult =
  { ok: true; bmi: string; category: BmiCategory } | { ok: false; message: "Invalid input" };

/** Reads the leading number of a field such as '60kg' or '160 cm'; NaN when there is none. */
export function leadingNumber(input: string): number {
  return Number.parseFloat(input.trim());
}

/**
 * Standard WHO cut-offs without gaps: 24.95 is Normal weight and 29.95 Overweight. (The
 * original compared with 24.9 and 29.9, so values just below 25 and 30 fell into Obesity.)
 */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return "Underweight";
  if (bmi < 25) return "Normal weight";
  if (bmi < 30) return "Overweight";
  return "Obesity";
}

/**
 * BMI from a weight in kg and a height in cm, both as typed. The category is taken from the
 * value shown (2 decimals), so the figure and its category always agree.
 */
export function calculateBmi(weightInput: string, heightInput: string): BmiResult {
  const weight = leadingNumber(weightInput);
  const heightM = leadingNumber(heightInput) / 100;
  if (!Number.isFinite(weight) || !Number.isFinite(heightM) || weight <= 0 || heightM <= 0) {
    return { ok: false, message: "Invalid input" };
  }
  const rounded = Math.round((weight / (heightM * heightM)) * 100) / 100;
  return { ok: true, bmi: rounded.toFixed(2), category: bmiCategory(rounded) };
}
