import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";

/**
 * The architecture as lint rules (AGENTS.md, "Layers"): data flows page/route -> a feature's data module -> models.
 * Each entry forbids one kind of import; a folder gets every entry that applies to it.
 */
const forbid = {
  models: {
    group: ["@/models", "@/models/*", "**/models", "**/models/*"],
    message:
      "Only a feature's data module (lib/<feature>/data.ts or data/) touches models: call one of its functions instead.",
  },
  data: {
    group: ["@/lib/*/data", "@/lib/*/data/*"],
    message:
      "Components never import data modules: a page or route handler reads the data and passes it in.",
  },
  features: {
    group: ["@/lib/*", "!@/lib/server", "!@/lib/server/**"],
    message:
      "lib/server is shared infrastructure and imports no feature: let the feature register its work (lib/upkeep/start-up.ts).",
  },
  components: {
    group: ["@/components/*", "**/components/*"],
    message: "lib never imports components: move the shared type or value into lib.",
  },
  ours: {
    group: ["@/*", "../*"],
    message: "Models import nothing of ours: they are the bottom layer.",
  },
  app: {
    group: ["@/*", "../../*"],
    message:
      "The store package (packages/store) imports nothing of the app: it is a package of its own.",
  },
};

/** A feature's data access: the only code that touches models. */
const DATA_MODULES = ["lib/*/data.ts", "lib/*/data/**"];
/** Shared infrastructure (connection, environment): it touches models to open them, no feature. */
const INFRASTRUCTURE = ["lib/server/**"];

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
  layer(["lib/**"], ["models", "components"], [...DATA_MODULES, ...INFRASTRUCTURE]),
  layer(DATA_MODULES, ["components"]),
  layer(
    INFRASTRUCTURE,
    ["components", "features"],
    ["lib/server/**/*.test.ts", "lib/server/**/*.probe.ts"],
  ),
  layer(["models/**"], ["ours", "components", "data"]),
  layer(["packages/store/**"], ["app"]),
  {
    // No import cycles (dynamic import() included): a feature may use another's functions, never
    // in a circle. Packages are not followed (ignoreExternal), which keeps the rule cheap.
    files: ["**/*.{ts,tsx,mts,mjs,js}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".mts", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
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
