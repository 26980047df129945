import { describe, expect, it } from "vitest";
import { barChart, zeroBasedTicks } from "./bar-scale";

const wide = { width: 640, height: 280 };
const narrow = { width: 360, height: 240 };
const MONTHS = ["Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan", "Feb", "Mar"];

describe("zeroBasedTicks", () => {
  it("goes from 0 past the highest value in 1, 2 or 5 steps, 5 at most", () => {
    expect(zeroBasedTicks(0)).toEqual([0, 1]);
    expect(zeroBasedTicks(3)).toEqual([0, 1, 2, 3]);
    expect(zeroBasedTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(zeroBasedTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(zeroBasedTicks(14_997)).toEqual([0, 5000, 10000, 15000]);
    for (let max = 1; max < 1e7; max = Math.ceil(max * 1.37)) {
      const ticks = zeroBasedTicks(max);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});

describe("barChart", () => {
  it("stacks each bar's values from the axis, in scale", () => {
    const chart = barChart(
      [
        { label: "Apr", values: [2, 1, 1] },
        { label: "May", values: [0, 0, 0] },
        { label: "Jun", values: [4, 0, 0] },
      ],
      wide,
    );
    const { plot } = chart;
    expect(chart.ticks.map((t) => t.value)).toEqual([0, 1, 2, 3, 4]);
    expect(chart.ticks[0]!.y).toBe(plot.bottom);
    expect(chart.ticks.at(-1)!.y).toBe(plot.top);
    const [apr, may, jun] = chart.bars;
    expect(apr!.segments.map((s) => s.series)).toEqual([0, 1, 2]);
    expect(apr!.segments[0]!.y + apr!.segments[0]!.height).toBeCloseTo(plot.bottom, 0);
    expect(apr!.segments[2]!.y).toBeCloseTo(plot.top, 0); // 4 of 4
    expect(apr!.segments[1]!.y + apr!.segments[1]!.height).toBeCloseTo(apr!.segments[0]!.y, 0);
    expect(may!.segments).toEqual([]);
    expect(jun!.segments[0]!.height).toBeCloseTo(plot.bottom - plot.top, 0);
    expect(apr!.total).toBe(4);
  });

  it("spaces the bars evenly inside the plot", () => {
    const chart = barChart(
      MONTHS.map((label) => ({ label, values: [1] })),
      wide,
    );
    for (const bar of chart.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(chart.plot.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(chart.plot.right);
    }
    const gaps = chart.bars.slice(1).map((bar, i) => bar.middle - chart.bars[i]!.middle);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThan(0.2);
  });

  it("shows every month's label when wide, every second on a phone", () => {
    const data = MONTHS.map((label) => ({ label, values: [1] }));
    expect(barChart(data, wide).bars.every((b) => b.labelShown)).toBe(true);
    expect(barChart(data, narrow).bars.map((b) => b.labelShown)).toEqual(
      MONTHS.map((_, i) => i % 2 === 0),
    );
  });

  it("writes the ticks with the label function given", () => {
    const chart = barChart([{ label: "Apr", values: [14_997] }], {
      ...wide,
      tickLabel: (v) => `₹${v}`,
    });
    expect(chart.ticks.map((t) => t.label)).toEqual(["₹0", "₹5000", "₹10000", "₹15000"]);
  });
});
