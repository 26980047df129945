import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // 'server-only' throws outside React's server build; tests run on the server anyway.
      "server-only": path.resolve(import.meta.dirname, "test/server-only-stub.ts"),
    },
  },
  test: {
    environment: "node",
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", ".next/**", ".next-*/**", "e2e/**"],
    setupFiles: ["test/setup.ts"],
    // each file's and test's duration, for docs/test-durations.md (scripts/test-durations.mjs)
    reporters: ["default", "./test/durations/vitest-reporter.ts"],
    testTimeout: 30_000,
    // Without SMTP_URL every email is written to the log; hundreds of them would bury the test output.
    onConsoleLog: (log) => !log.startsWith("[mail] (no SMTP_URL, not sent)"),
    hookTimeout: 60_000,
    // Vitest's default leaves a core free, which on a two-core machine is one file at a time; the
    // files mostly wait on their databases, so two at once take 124 s instead of 214 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
