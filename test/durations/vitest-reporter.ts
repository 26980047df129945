import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Writes every test file's duration, split as Vitest measures it (import of the setup file and
 * of the test file, then the tests and hooks), and each test's, to `.test-durations/unit.json`
 * (or TEST_DURATIONS_FILE: scripts/test.mjs's second run, on another Node), rewritten as each
 * file ends, so a run cut short still leaves the files it finished (`node
 * scripts/test-durations.mjs` lists the slowest in docs/test-durations.md). Runs beside the
 * default reporter (vitest.config.ts).
 */
export default class DurationsReporter implements Reporter {
  private readonly started = Date.now();
  private readonly files = new Map<string, ReturnType<typeof summary>>();
  private readonly out = path.join(
    process.cwd(),
    ".test-durations",
    process.env.TEST_DURATIONS_FILE || "unit.json",
  );

  onTestModuleEnd(testModule: TestModule) {
    this.files.set(testModule.moduleId, summary(testModule));
    this.write(false);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    for (const testModule of testModules) this.files.set(testModule.moduleId, summary(testModule));
    this.write(true);
  }

  private write(complete: boolean) {
    mkdirSync(path.dirname(this.out), { recursive: true });
    const run = {
      node: process.version,
      complete,
      wallMs: Date.now() - this.started,
      files: [...this.files.values()],
    };
    writeFileSync(this.out, JSON.stringify(run, null, 1));
  }
}

function summary(testModule: TestModule) {
  const d = testModule.diagnostic();
  return {
    file: testModule.relativeModuleId,
    state: testModule.state(),
    setupMs: Math.round(d.setupDuration),
    importMs: Math.round(d.collectDuration),
    testsMs: Math.round(d.duration),
    tests: [...testModule.children.allTests()].map((test) => ({
      title: test.fullName,
      ms: Math.round(test.diagnostic()?.duration ?? 0),
      state: test.result().state,
    })),
  };
}
