import { describe, expect, it } from "vitest";
import { hasSessionHint } from "./session-hint";

describe("hasSessionHint", () => {
  it("finds the hint among other cookies", () => {
    expect(hasSessionHint("admin_hint=1")).toBe(true);
    expect(hasSessionHint("_ga=GA1.1.5; admin_hint=1; theme=dark")).toBe(true);
  });

  it("is false without it, when cleared, and for look-alikes", () => {
    expect(hasSessionHint("")).toBe(false);
    expect(hasSessionHint("admin_hint=")).toBe(false);
    expect(hasSessionHint("admin_hint=10; xadmin_hint=1")).toBe(false);
  });
});
