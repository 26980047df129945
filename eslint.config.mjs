import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

/**
 * The architecture as lint rules (AGENTS.md, "Layers"): data flows page/route -> lib/data -> models.
 * Each entry forbids one kind of import; a folder gets every entry that applies to it.
 */
const forbid = {
  models: {
    group: ["@/models", "@/models/*", "**/models", "**/models/*"],
    message: "Only lib/data touches models: call a lib/data function instead.",
  },
  data: {
    group: ["@/lib/data", "@/lib/data/*"],
    message:
      "Components never import lib/data: a page or route handler reads the data and passes it in.",
  },
  components: {
    group: ["@/components/*", "**/components/*"],
    message: "lib never imports components: move the shared type or value into lib.",
  },
  ours: {
    group: ["@/*", "../*"],
    message: "Models import nothing of ours: they are the bottom layer.",
  },
};

/**
 * @param {string[]} files
 * @param {(keyof typeof forbid)[]} rules
 * @param {string[]} [ignores]
 * @returns {import("eslint").Linter.Config}
 */
const layer = (files, rules, ignores = []) => ({
  files,
  ignores,
  rules: { "no-restricted-imports": ["error", { patterns: rules.map((rule) => forbid[rule]) }] },
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  layer(["app/**", "middleware.ts", "instrumentation.ts"], ["models"]),
  layer(["components/**"], ["models", "data"]),
  layer(["lib/**"], ["models", "components"], ["lib/data/**"]),
  layer(["lib/data/**"], ["components"]),
  layer(["models/**"], ["ours", "components", "data"]),
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    ".lighthouse/**",
  ]),
]);
