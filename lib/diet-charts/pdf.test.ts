import { describe, expect, it } from "vitest";
import { pdfText } from "@/test/pdf-text";
import { dietChartPdf } from "./pdf";
import { DIET_CHART_TEMPLATE } from "./template";

const input = {
  brand: "Poshan Diet Clinic",
  practitioner: "Meera Kapoor",
  phone: "+91 98100 12345",
  email: "care@example.com",
  clientName: "Kavya Rao",
  title: "Thyroid plan – week 1",
  version: 2,
  date: "12 March 2026",
  content: DIET_CHART_TEMPLATE.replace(
    "| Breakfast | |",
    "| Breakfast | Vegetable poha, 1 katori (₹ 0 extra) |",
  ).replace("\n- \n", "\n- Walk 30 minutes after dinner\n- Drink 2.5 litres of water\n"),
};

describe("the diet chart PDF", () => {
  it("is a PDF holding the practice, the client, the version and the chart's text", async () => {
    for (const compress of [false, true]) {
      const pdf = await dietChartPdf(input, { compress });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const text = pdfText(pdf);
      expect(text).toContain("Poshan Diet Clinic");
      expect(text).toContain("Dt. Meera Kapoor · +91 98100 12345 · care@example.com");
      expect(text).toContain("Thyroid plan – week 1");
      expect(text).toContain("For Kavya Rao · Version 2 · 12 March 2026");
      for (const meal of [
        "Early morning",
        "Breakfast",
        "Mid-morning",
        "Lunch",
        "Evening",
        "Dinner",
        "Bedtime",
      ])
        expect(text).toContain(meal);
      expect(text).toContain("Vegetable poha, 1 katori (₹ 0 extra)");
      expect(text).toContain("Notes");
      expect(text).toContain("• Walk 30 minutes after dinner");
      expect(text).toContain("• Drink 2.5 litres of water");
    }
  });

  it("keeps a long chart's table rows whole across pages", async () => {
    const rows = Array.from(
      { length: 80 },
      (_, i) => `| Day ${i + 1} | ${"Dal, roti and sabzi. ".repeat(4)} |`,
    );
    const pdf = await dietChartPdf(
      { ...input, content: ["| Day | Meals |", "| --- | --- |", ...rows].join("\n") },
      { compress: false },
    );
    expect(pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(2);
    expect(pdfText(pdf)).toContain("Day 80");
  });
});
