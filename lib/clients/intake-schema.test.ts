import { describe, expect, it } from "vitest";
import { z } from "zod";
import { intakeSchema } from "./intake-schema";

const errorsOf = (input: unknown) => {
  const parsed = intakeSchema.safeParse(input);
  return parsed.success ? null : z.flattenError(parsed.error).fieldErrors;
};

describe("the intake questionnaire's rules", () => {
  it("needs height, weight and the health-data consent, and nothing else", () => {
    const parsed = intakeSchema.parse({
      heightCm: "162",
      weightKg: "68.45",
      healthConsent: true,
      waistCm: "",
      sex: "",
      conditions: [],
    });
    expect(parsed).toMatchObject({ heightCm: 162, weightKg: 68.5, conditions: [] });
    expect(parsed.waistCm).toBeUndefined();
    expect(errorsOf({})).toMatchObject({
      heightCm: ["Enter your height in centimetres, between 50 and 250."],
      weightKg: ["Enter your weight in kilograms, between 2 and 300."],
      healthConsent: ["Please agree to how we use your health information to send the form"],
    });
  });

  it("refuses impossible values with a sentence that says what is expected", () => {
    const errors = errorsOf({
      heightCm: 20,
      weightKg: 900,
      waistCm: "abc",
      dateOfBirth: "2026-02-30",
      goal: "fly",
      conditions: ["diabetes", "gout"],
      sleepHours: 30,
      medicines: "x".repeat(1001),
      healthConsent: false,
    });
    expect(errors).toMatchObject({
      heightCm: ["Enter your height in centimetres, between 50 and 250."],
      weightKg: ["Enter your weight in kilograms, between 2 and 300."],
      waistCm: ["Enter your waist in centimetres, between 30 and 250."],
      dateOfBirth: ["Enter a date of birth between 1 and 120 years ago"],
      goal: ["Choose one of the goals"],
      conditions: ["Choose from the listed conditions"],
      sleepHours: ["Enter the hours you sleep, between 2 and 16"],
      medicines: ["Medicines must be at most 1000 characters"],
    });
  });

  it("keeps the lines of free text, drops control characters and repeated conditions", () => {
    const parsed = intakeSchema.parse({
      heightCm: 170,
      weightKg: 70,
      healthConsent: "on",
      typicalDay: "Breakfast: poha\r\nLunch: dal, rice\u0007",
      conditions: ["thyroid", "thyroid", "pcod"],
      dateOfBirth: "1990-05-17",
    });
    expect(parsed.typicalDay).toBe("Breakfast: poha\nLunch: dal, rice");
    expect(parsed.conditions).toEqual(["thyroid", "pcod"]);
    expect(parsed.dateOfBirth).toBe("1990-05-17");
  });
});
