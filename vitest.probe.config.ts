import { defineConfig } from "vitest/config";
import base from "./vitest.config";

/** `npm run bench:store-app`: the measuring probes (`*.probe.ts`), never part of `npm test`. */
export default defineConfig({
  ...base,
  test: { ...base.test, include: ["**/*.probe.ts"], testTimeout: 600_000 },
});
