import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DIET_CHART_TEMPLATE } from "@/lib/diet-charts/template";
import { dietChartPdfSchema, dietChartSchema } from "./diet-chart-schema";

const errors = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : z.flattenError(parsed.error).fieldErrors;
};

describe("a diet chart's fields", () => {
  it("takes a title and the chart, with LF line endings", () => {
    const parsed = dietChartSchema.parse({ title: " Week 1 ", content: "| a | b |\r\n| - | - |" });
    expect(parsed).toEqual({ title: "Week 1", content: "| a | b |\n| - | - |" });
    expect(
      dietChartSchema.safeParse({ title: "Week 1", content: DIET_CHART_TEMPLATE }).success,
    ).toBe(true);
  });

  it("says what is wrong with each field", () => {
    expect(errors(dietChartSchema, {})).toEqual({
      title: ["Title is required"],
      content: ["Content is required"],
    });
    expect(errors(dietChartSchema, { title: "a\nb", content: { $ne: null } })).toEqual({
      title: ["Title must be a single line without control characters"],
      content: ["Content is required"],
    });
    expect(
      errors(dietChartSchema, { title: "x".repeat(121), content: "y".repeat(20_001) }),
    ).toEqual({
      title: ["Title must be at most 120 characters"],
      content: ["Content must be at most 20000 characters"],
    });
  });

  it("needs only the title with a PDF", () => {
    expect(dietChartPdfSchema.parse({ title: "Hospital plan", content: "" })).toEqual({
      title: "Hospital plan",
    });
    expect(errors(dietChartPdfSchema, { title: "" })).toEqual({ title: ["Title is required"] });
  });
});

describe("the template", () => {
  it("is a table of the day's meals, then notes", () => {
    const rows = DIET_CHART_TEMPLATE.split("\n").filter((line) => /^\| (?!Meal|---)/.test(line));
    expect(rows.map((row) => row.split("|")[1]!.trim())).toEqual([
      "Early morning",
      "Breakfast",
      "Mid-morning",
      "Lunch",
      "Evening",
      "Dinner",
      "Bedtime",
    ]);
    expect(DIET_CHART_TEMPLATE).toContain("## Notes");
  });
});
