import { describe, expect, it } from "vitest";
import { hasBearerSecret, secretsEqual } from "./shared-secret";

const SECRET = "cron-secret-for-tests-123";
const withAuthorization = (value?: string) =>
  new Request("http://localhost/api/cron/reminders", {
    method: "POST",
    headers: value === undefined ? {} : { authorization: value },
  });

describe("secretsEqual", () => {
  it("is true only for the same text, whatever the lengths", () => {
    expect(secretsEqual(SECRET, SECRET)).toBe(true);
    for (const other of ["", "c", SECRET.slice(0, -1), `${SECRET}4`, SECRET.toUpperCase()])
      expect(secretsEqual(other, SECRET), other).toBe(false);
  });
});

describe("hasBearerSecret", () => {
  it("accepts exactly `Authorization: Bearer <secret>`", () => {
    expect(hasBearerSecret(withAuthorization(`Bearer ${SECRET}`), SECRET)).toBe(true);
  });

  it.each([
    ["the bare secret", SECRET],
    ["a lower-case scheme", `bearer ${SECRET}`],
    ["two spaces", `Bearer  ${SECRET}`],
    ["a tab", `Bearer\t${SECRET}`],
    ["another scheme", `Basic ${SECRET}`],
    ["a wrong secret", "Bearer wrong"],
    ["the scheme alone", "Bearer "],
  ])("refuses %s", (_, value) => {
    expect(hasBearerSecret(withAuthorization(value), SECRET)).toBe(false);
  });

  it("refuses everything when no secret is configured or none is sent", () => {
    expect(hasBearerSecret(withAuthorization(), SECRET)).toBe(false);
    expect(hasBearerSecret(withAuthorization("Bearer "), undefined)).toBe(false);
    expect(hasBearerSecret(withAuthorization("Bearer "), "")).toBe(false);
  });
});
