import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { serverEnvSchema } from "./env";
import { siteEnvSchema } from "../site";

const root = path.resolve(import.meta.dirname, "../..");
const example = parseEnv(readFileSync(path.join(root, ".env.example"), "utf8"));

/** Variables our code outside the schemas reads: npm start, the scripts, Next's config files. */
function readByScripts(): string[] {
  const files = [
    ...readdirSync(path.join(root, "scripts"), { recursive: true }).map(
      (name) => `scripts/${name}`,
    ),
    "packages/store/start.mjs",
    "middleware.ts",
    "next.config.ts",
    "instrumentation.ts",
  ].filter((file) => /\.(mjs|ts)$/.test(file) && !file.endsWith(".test.ts"));
  const names = files.flatMap((file) =>
    [...readFileSync(path.join(root, file), "utf8").matchAll(/process\.env\.([A-Z0-9_]+)/g)].map(
      (match) => match[1]!,
    ),
  );
  // Set by npm's scripts, Next itself and the test harness (scripts/test.mjs), never by the operator.
  const internal = [
    ...["NODE_ENV", "NEXT_TELEMETRY_DISABLED", "NEXT_RUNTIME", "NEXT_PHASE"],
    ...["BUILD_SKIPS_TYPECHECK", "E2E_PORT", "TEST_UNIT_NODE"],
  ];
  return [...new Set(names)].filter((name) => !internal.includes(name));
}

describe(".env.example (the settings an operator can put into .env)", () => {
  it("lists every setting of lib/server/env.ts, lib/site.ts and the scripts", () => {
    const settings = [
      ...Object.keys(serverEnvSchema.shape).filter((name) => name !== "NODE_ENV"),
      ...Object.keys(siteEnvSchema.shape),
      ...readByScripts(),
    ];
    expect(settings).toContain("PORT");
    expect(Object.keys(example).sort()).toEqual([...new Set(settings)].sort());
  });

  it("gives no value: no secret, nothing that would override a default when copied", () => {
    expect(Object.entries(example).filter(([, value]) => value !== "")).toEqual([]);
  });
});
