import { describe, expect, it } from "vitest";
import { bookingReference } from "./booking-reference";

describe("bookingReference", () => {
  it("is the id's last six characters, upper-cased", () => {
    expect(bookingReference("6745a1b2c3d4e5f6a73f9a1c")).toBe("3F9A1C");
    expect(bookingReference("abc")).toBe("ABC");
  });
});
