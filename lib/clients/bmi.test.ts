import { describe, expect, it } from "vitest";
import { bmiCategory, calculateBmi, leadingNumber } from "./bmi";

describe("leadingNumber", () => {
  it("reads the number a field starts with", () => {
    expect(leadingNumber("60kg")).toBe(60);
    expect(leadingNumber(" 72.5 kg")).toBe(72.5);
    expect(leadingNumber("160cm")).toBe(160);
  });
  it("gives NaN when the field does not start with a number", () => {
    expect(leadingNumber("kg60")).toBeNaN();
    expect(leadingNumber("")).toBeNaN();
  });
});

describe("calculateBmi", () => {
  it("divides the weight by the height in metres squared, to 2 decimals", () => {
    expect(calculateBmi("60", "160")).toEqual({
      ok: true,
      bmi: "23.44",
      category: "Normal weight",
    });
    expect(calculateBmi("60kg", "160cm")).toEqual({
      ok: true,
      bmi: "23.44",
      category: "Normal weight",
    });
    expect(calculateBmi("100", "175")).toEqual({ ok: true, bmi: "32.65", category: "Obesity" });
  });

  it("says 'Invalid input' for non-numbers, zero or negative values", () => {
    for (const [weight, height] of [
      ["abc", "160"],
      ["60", "tall"],
      ["", ""],
      ["60", "0"],
      ["60", "0cm"],
      ["-60", "160"],
    ] as const) {
      expect(calculateBmi(weight, height)).toEqual({ ok: false, message: "Invalid input" });
    }
  });

  it("takes the category from the shown value", () => {
    // 24.996 shows as 25.00, so it is Overweight rather than a Normal weight labelled 25.00
    const heightCm = "100";
    expect(calculateBmi("24.996", heightCm)).toEqual({
      ok: true,
      bmi: "25.00",
      category: "Overweight",
    });
    expect(calculateBmi("24.95", heightCm)).toEqual({
      ok: true,
      bmi: "24.95",
      category: "Normal weight",
    });
    expect(calculateBmi("29.95", heightCm)).toEqual({
      ok: true,
      bmi: "29.95",
      category: "Overweight",
    });
  });
});

describe("bmiCategory", () => {
  it("uses the standard cut-offs with no gaps below 25 and 30", () => {
    expect(bmiCategory(18.49)).toBe("Underweight");
    expect(bmiCategory(18.5)).toBe("Normal weight");
    expect(bmiCategory(24.9)).toBe("Normal weight");
    expect(bmiCategory(24.95)).toBe("Normal weight");
    expect(bmiCategory(25)).toBe("Overweight");
    expect(bmiCategory(29.95)).toBe("Overweight");
    expect(bmiCategory(30)).toBe("Obesity");
    expect(bmiCategory(41.2)).toBe("Obesity");
  });
});
