import { describe, expect, it } from "vitest";
import {
  newPaymentReference,
  REFERENCE_PATTERN,
  signPaymentReference,
  verifyPaymentReference,
} from "./payment-reference";

const SECRET = "a-test-secret-of-at-least-32-characters!";

describe("payment references", () => {
  it("are eight readable characters, without look-alikes, and differ from each other", () => {
    const references = Array.from({ length: 2000 }, newPaymentReference);
    for (const reference of references) {
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference).not.toMatch(/[01ILOU]/);
    }
    expect(new Set(references).size).toBe(references.length);
  });

  it("verify when signed with the same secret", () => {
    const signed = signPaymentReference("K7M3Q9TX", SECRET);
    expect(signed).toMatch(/^K7M3Q9TX-[A-Za-z0-9_-]{16}$/);
    expect(verifyPaymentReference(signed, SECRET)).toBe("K7M3Q9TX");
  });

  it("do not verify with another secret, another reference or a changed signature", () => {
    const signed = signPaymentReference("K7M3Q9TX", SECRET);
    expect(verifyPaymentReference(signed, `${SECRET}x`)).toBeNull();
    expect(verifyPaymentReference(signed.replace("K7M3Q9TX", "K7M3Q9TY"), SECRET)).toBeNull();
    const last = signed.at(-1) === "A" ? "B" : "A";
    expect(verifyPaymentReference(signed.slice(0, -1) + last, SECRET)).toBeNull();
  });

  it("refuse the bare reference and malformed input", () => {
    for (const bad of [
      "K7M3Q9TX",
      "",
      "K7M3Q9TX-",
      "k7m3q9tx-abcdefghijklmnop",
      "../../etc-passwd",
    ])
      expect(verifyPaymentReference(bad, SECRET), bad).toBeNull();
  });
});
