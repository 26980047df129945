import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Writes every test file's duration, split as Vitest measures it (import of the setup file and
 * of the test file, then the tests and hooks), and each test's, to `.test-durations/unit.json`
 * (or TEST_DURATIONS_FILE: scripts/test.mjs's second run, on another Node) at the end of each run (`node scripts/test-durations.mjs` lists the slowest in
 * docs/test-durations.md). Runs beside the default reporter (vitest.config.ts).
 */
export default class DurationsReporter implements Reporter {
  private readonly started = Date.now();

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      return {
        file: module.relativeModuleId,
        state: module.state(),
        setupMs: Math.round(d.setupDuration),
        importMs: Math.round(d.collectDuration),
        testsMs: Math.round(d.duration),
        tests: [...module.children.allTests()].map((test) => ({
          title: test.fullName,
          ms: Math.round(test.diagnostic()?.duration ?? 0),
          state: test.result().state,
        })),
      };
    });
    const dir = path.join(process.cwd(), ".test-durations");
    mkdirSync(dir, { recursive: true });
    const run = { node: process.version, wallMs: Date.now() - this.started, files };
    writeFileSync(
      path.join(dir, process.env.TEST_DURATIONS_FILE || "unit.json"),
      JSON.stringify(run, null, 1),
    );
  }
}
