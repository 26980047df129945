import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The registry's audit endpoint is not reachable from here, so this keeps the floor by hand:
 * each minimum is the first release with the latest security fix we know of. Raise a floor when
 * a new advisory appears.
 */
const MINIMUM_VERSIONS: Record<string, { min: string; why: string }> = {
  next: { min: "16.2.6", why: "middleware authorization bypass advisories" },
  react: {
    min: "19.2.4",
    why: "React Server Components RCE and DoS advisories (CVE-2025-55182 and follow-ups)",
  },
  "react-dom": { min: "19.2.4", why: "released with react" },
  mongoose: {
    min: "8.9.5",
    why: "search injection through $where (CVE-2024-53900, CVE-2025-23061)",
  },
  jose: { min: "5.2.3", why: "JWE decompression resource exhaustion (CVE-2024-28176)" },
};

const installed = (name: string) =>
  (
    JSON.parse(
      readFileSync(path.join(process.cwd(), "node_modules", name, "package.json"), "utf8"),
    ) as { version: string }
  ).version;

/** -1, 0 or 1 comparing major.minor.patch (a pre-release counts as below its release). */
function compare(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = "", pre] = v.split("-", 2);
    return { parts: core.split(".").map((n) => Number(n) || 0), pre: Boolean(pre) };
  };
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) {
    const diff = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return x.pre === y.pre ? 0 : x.pre ? -1 : 1;
}

describe("installed versions carry the latest known security fixes", () => {
  it("compares versions", () => {
    expect(compare("16.4.6", "16.2.6")).toBe(1);
    expect(compare("16.2.5", "16.2.6")).toBe(-1);
    expect(compare("16.2.6-canary.1", "16.2.6")).toBe(-1);
    expect(compare("9.0.0", "8.9.5")).toBe(1);
  });

  it.each(Object.entries(MINIMUM_VERSIONS))("%s", (name, { min, why }) => {
    const version = installed(name);
    expect(
      compare(version, min),
      `${name} ${version} is older than ${min} (${why})`,
    ).toBeGreaterThanOrEqual(0);
  });
});
