import { describe, expect, it } from "vitest";
import { COMPARISON_ROWS } from "@/lib/content/pricing";
import { PLANS } from "@/lib/content/plans";
import { APP_FEATURE_NAMES, currentProgramme, featuresOf } from "./plan-features";

describe("the client app's features by plan", () => {
  it("gives every plan messages and the weight log, and only Ultimate the progress tools", () => {
    expect(featuresOf("Basic Plan")).toEqual(["messages", "weightLog"]);
    expect(featuresOf("Premium Plan")).toEqual(["messages", "weightLog"]);
    expect(featuresOf("Ultimate Plan")).toEqual(["messages", "weightLog", "progressTools"]);
  });

  it("follows the catalogue: a plan has the progress tools exactly when its card lists the row", () => {
    const row = COMPARISON_ROWS.indexOf("Advanced Progress Tracking Tools");
    for (const plan of PLANS)
      expect(featuresOf(plan.name).includes("progressTools")).toBe(plan.includedRows > row);
  });

  it("gives nothing to write without a current programme, but what the owner granted", () => {
    expect(featuresOf(null)).toEqual([]);
    expect(featuresOf(null, ["messages"])).toEqual(["messages"]);
    expect(featuresOf("Basic Plan", ["progressTools"])).toEqual(APP_FEATURE_NAMES);
  });

  it("ignores a granted name that is no feature, and an unknown plan", () => {
    expect(featuresOf("Gold Plan", ["admin", "__proto__"])).toEqual([]);
  });
});

describe("her current programme", () => {
  const of = (...states: string[]) => states.map((state, i) => ({ state, plan: `P${i}` }));
  it("is the running one, else the next to start (the list is newest first), else none", () => {
    expect(currentProgramme(of("upcoming", "active", "ended"))?.plan).toBe("P1");
    expect(currentProgramme(of("upcoming", "upcoming", "ended"))?.plan).toBe("P1");
    expect(currentProgramme(of("ended", "ended"))).toBeUndefined();
  });
});
