import { describe, expect, it } from "vitest";
import { emailKey, phoneKey } from "./person-keys";

describe("a person's keys", () => {
  it("read an address without case or spaces", () => {
    expect(emailKey("  Ravi.Kumar@Example.COM ")).toBe("ravi.kumar@example.com");
    expect(emailKey("")).toBeUndefined();
    expect(emailKey(undefined)).toBeUndefined();
  });

  it("read a phone number by its last ten digits, however it was typed", () => {
    expect(phoneKey("+91 98100 55555")).toBe("9810055555");
    expect(phoneKey("098100-55555")).toBe("9810055555");
    expect(phoneKey("9810055555")).toBe("9810055555");
    expect(phoneKey("12345")).toBeUndefined();
    expect(phoneKey(undefined)).toBeUndefined();
  });
});
