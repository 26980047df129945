import { describe, expect, it } from "vitest";
import { consentFrom, PRIVACY_POLICY_VERSION } from "./consent";
import { looksLikeSpam } from "./spam";

const now = 1_800_000_000_000;

describe("spam checks", () => {
  it("flag a filled honeypot and a form sent within the minimum time", () => {
    expect(looksLikeSpam({ website: "http://spam.example" }, now, 3)).toBe(true);
    expect(looksLikeSpam({ formRenderedAt: String(now - 1000) }, now, 3)).toBe(true);
    expect(looksLikeSpam({ formRenderedAt: "yesterday" }, now, 3)).toBe(true);
  });

  it("pass a person who took their time, and a plain API client that sends neither field", () => {
    expect(looksLikeSpam({ website: "", formRenderedAt: String(now - 8000) }, now, 3)).toBe(false);
    expect(looksLikeSpam({ name: "Asha" }, now, 3)).toBe(false);
  });
});

describe("consent", () => {
  it("is recorded with the time and the policy version only when given", () => {
    const at = new Date(now);
    expect(consentFrom({ consent: true }, at)).toEqual({
      givenAt: at,
      policyVersion: PRIVACY_POLICY_VERSION,
    });
    expect(consentFrom({ consent: "on" }, at)?.policyVersion).toBe(PRIVACY_POLICY_VERSION);
    expect(consentFrom({}, at)).toBeUndefined();
    expect(consentFrom({ consent: false }, at)).toBeUndefined();
  });
});
