import { describe, expect, it } from "vitest";
import { describeProgress, niceTicks, progressChart, type Measurement } from "./progress-geometry";

const wide = { width: 640, height: 300 };
const narrow = { width: 360, height: 280 };

const spring: Measurement[] = [
  { date: "2026-05-20", weightKg: 68.1, bmi: 25.0 },
  { date: "2026-03-03", weightKg: 72.5, bmi: 26.6 },
  { date: "2026-04-10", weightKg: 70.2 },
];

const steps = (ticks: number[]) => ticks.slice(1).map((tick, i) => tick - ticks[i]!);

describe("progressChart", () => {
  it("returns nothing to draw and no summary without measurements", () => {
    const chart = progressChart([], { goalKg: 65, ...wide });
    expect(chart.weight).toEqual([]);
    expect(chart.kgTicks).toEqual([]);
    expect(chart.dateTicks).toEqual([]);
    expect(chart.goalY).toBeUndefined();
    expect(chart.summary).toBeUndefined();
  });

  it("sorts the measurements by date", () => {
    const chart = progressChart(spring, wide);
    expect(chart.weight.map((p) => p.date)).toEqual(["2026-03-03", "2026-04-10", "2026-05-20"]);
    expect(chart.weight[0]!.x).toBe(chart.plot.left);
    expect(chart.weight[2]!.x).toBe(chart.plot.right);
    expect(chart.summary?.first.weightKg).toBe(72.5);
    expect(chart.summary?.latest.weightKg).toBe(68.1);
  });

  it("places points by date, not by index", () => {
    const chart = progressChart(
      [
        { date: "2026-01-01", weightKg: 80 },
        { date: "2026-01-11", weightKg: 79 },
        { date: "2026-02-10", weightKg: 78 },
      ],
      wide,
    );
    const { left, right } = chart.plot;
    expect(chart.weight[1]!.x).toBeCloseTo(left + (right - left) / 4, 0);
  });

  it("chooses 4 to 6 round kg ticks with room around the points and the goal", () => {
    const chart = progressChart(spring, { goalKg: 65, ...wide });
    expect(chart.kgTicks.map((t) => t.value)).toEqual([64, 66, 68, 70, 72, 74]);
    expect(chart.kgTicks.map((t) => t.label)).toEqual(["64", "66", "68", "70", "72", "74"]);
    for (const point of chart.weight) {
      expect(point.y).toBeGreaterThan(chart.plot.top);
      expect(point.y).toBeLessThan(chart.plot.bottom);
    }
    expect(chart.goalY).toBeGreaterThan(chart.plot.top);
    expect(chart.goalY).toBeLessThan(chart.plot.bottom);
  });

  it("keeps to 4-6 ticks of 1, 2, 5 or 10 kg for any range", () => {
    for (let low = 40; low < 130; low += 1.7) {
      for (const span of [0, 0.3, 1, 2.5, 4, 7.5, 11, 16, 23, 38, 60]) {
        const ticks = niceTicks(low, low + span, 2, [1, 2, 5, 10, 20, 50, 100]);
        expect(ticks.length).toBeGreaterThanOrEqual(4);
        expect(ticks.length).toBeLessThanOrEqual(6);
        expect(new Set(steps(ticks)).size).toBe(1);
        expect([1, 2, 5, 10, 20]).toContain(steps(ticks)[0]);
        expect(ticks[0]!).toBeLessThan(low);
        expect(ticks.at(-1)!).toBeGreaterThan(low + span);
      }
    }
  });

  it("includes a goal far outside the data in the axis", () => {
    const chart = progressChart(
      [
        { date: "2026-01-01", weightKg: 98 },
        { date: "2026-02-01", weightKg: 96.4 },
      ],
      { goalKg: 75, ...wide },
    );
    expect(chart.kgTicks[0]!.value).toBeLessThan(75);
    expect(chart.kgTicks.at(-1)!.value).toBeGreaterThan(98);
    expect(chart.goalY).toBeLessThan(chart.plot.bottom);
    expect(chart.goalY).toBeGreaterThan(chart.weight[0]!.y);
  });

  it("gives a flat series a span of its own instead of dividing by zero", () => {
    const chart = progressChart(
      [
        { date: "2026-01-01", weightKg: 70 },
        { date: "2026-01-15", weightKg: 70 },
      ],
      wide,
    );
    const values = chart.kgTicks.map((t) => t.value);
    expect(values[0]).toBeLessThanOrEqual(69);
    expect(values.at(-1)).toBeGreaterThanOrEqual(71);
    const middle = (chart.plot.top + chart.plot.bottom) / 2;
    for (const point of chart.weight) expect(point.y).toBeCloseTo(middle, 0);
    expect(chart.summary?.changeKg).toBe(0);
  });

  it("centres a single measurement and still summarises it", () => {
    const chart = progressChart([{ date: "2026-03-03", weightKg: 72.5, bmi: 26.6 }], narrow);
    const { left, right, top, bottom } = chart.plot;
    expect(chart.weight).toHaveLength(1);
    expect(chart.weight[0]!.x).toBe((left + right) / 2);
    expect(chart.weight[0]!.y).toBeCloseTo((top + bottom) / 2, 0);
    expect(chart.bmi).toEqual([]);
    expect(chart.dateTicks).toEqual([
      { date: "2026-03-03", x: (left + right) / 2, label: "3 Mar", anchor: "middle" },
    ]);
    expect(chart.summary).toMatchObject({ changeKg: 0, changeBmi: 0, days: 0 });
    expect(describeProgress(chart.summary!, 65)).toBe(
      "One measurement: 72.5 kg on 3 March 2026. Goal 65 kg.",
    );
  });

  it("draws BMI on its own axis only when two measurements have one", () => {
    const chart = progressChart(spring, wide);
    expect(chart.bmi.map((p) => p.value)).toEqual([26.6, 25]);
    expect(chart.bmiTicks.length).toBeGreaterThanOrEqual(4);
    expect(chart.bmiTicks[0]!.value).toBeLessThan(25);
    expect(chart.plot.right).toBeLessThan(progressChart(spring.slice(1), wide).plot.right);
    const once = progressChart([spring[0]!, { date: "2026-01-01", weightKg: 75 }], wide);
    expect(once.bmi).toEqual([]);
    expect(once.bmiTicks).toEqual([]);
  });

  it("labels first and last dates, with at most 4 that do not overlap on a phone", () => {
    const weekly = Array.from({ length: 30 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 0, 5 + 7 * i)).toISOString().slice(0, 10),
      weightKg: 90 - i * 0.3,
    }));
    const phone = progressChart(weekly, narrow).dateTicks;
    expect(phone.length).toBeGreaterThanOrEqual(3);
    expect(phone.length).toBeLessThanOrEqual(4);
    expect(phone[0]).toMatchObject({ label: "5 Jan", anchor: "start" });
    expect(phone.at(-1)).toMatchObject({ label: "27 Jul", anchor: "end" });
    const desktop = progressChart(weekly, wide).dateTicks;
    expect(desktop.length).toBeGreaterThan(phone.length);
    expect(desktop.length).toBeLessThanOrEqual(6);
    for (const ticks of [phone, desktop]) {
      expect(steps(ticks.map((t) => t.x)).every((gap) => gap > 60)).toBe(true);
    }
  });

  it("spaces the dates between evenly in time, whatever the measurements' dates", () => {
    const chart = progressChart(
      [
        { date: "2026-01-01", weightKg: 80 },
        { date: "2026-01-03", weightKg: 79 },
        { date: "2026-06-01", weightKg: 75 },
      ],
      wide,
    );
    expect(chart.dateTicks.map((t) => t.date)).toEqual([
      "2026-01-01",
      "2026-01-31",
      "2026-03-02",
      "2026-04-02",
      "2026-05-02",
      "2026-06-01",
    ]);
    expect(chart.dateTicks.map((t) => t.anchor)).toEqual([
      "start",
      "middle",
      "middle",
      "middle",
      "middle",
      "end",
    ]);
  });

  it("labels months and years when the dates span more than a year", () => {
    const chart = progressChart(
      [
        { date: "2024-11-20", weightKg: 95 },
        { date: "2025-06-02", weightKg: 88 },
        { date: "2026-02-14", weightKg: 81 },
      ],
      narrow,
    );
    expect(chart.dateTicks[0]!.label).toBe("Nov 2024");
    expect(chart.dateTicks.at(-1)!.label).toBe("Feb 2026");
    expect(chart.summary?.days).toBe(451);
  });
});

describe("summary", () => {
  it("gives the signed change to 0.1 kg and BMI, and the days between", () => {
    const summary = progressChart(spring, wide).summary!;
    expect(summary).toMatchObject({ changeKg: -4.4, changeBmi: -1.6, days: 78 });
    const gain = progressChart(
      [
        { date: "2026-01-01", weightKg: 50.04 },
        { date: "2026-01-02", weightKg: 51.25 },
      ],
      wide,
    ).summary!;
    expect(gain).toMatchObject({ changeKg: 1.2, days: 1 });
    expect(gain.changeBmi).toBeUndefined();
    expect(describeProgress(gain)).toBe(
      "From 50 kg on 1 January 2026 to 51.3 kg on 2 January 2026: 1.2 kg more in 1 day.",
    );
  });

  it("words the change as the chart's description", () => {
    expect(describeProgress(progressChart(spring, wide).summary!, 65)).toBe(
      "From 72.5 kg on 3 March 2026 to 68.1 kg on 20 May 2026: 4.4 kg less in 78 days. Goal 65 kg.",
    );
  });
});
