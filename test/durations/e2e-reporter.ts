import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Writes every e2e test's duration, with its spec and project, to `.test-durations/e2e.json`,
 * rewritten as each test ends, so a run cut short still leaves the tests it finished
 * (`node scripts/test-durations.mjs` lists the slowest in docs/test-durations.md). Runs beside
 * the list reporter (playwright.config.ts).
 */
export default class DurationsReporter implements Reporter {
  private readonly tests: {
    file: string;
    title: string;
    project: string;
    ms: number;
    status: string;
  }[] = [];
  private readonly started = Date.now();

  onTestEnd(test: TestCase, result: TestResult) {
    this.tests.push({
      file: path.relative(process.cwd(), test.location.file),
      title: test.titlePath().slice(3).join(" › "),
      project: test.parent.project()?.name ?? "",
      ms: result.duration,
      status: result.status,
    });
    this.write("running");
  }

  onEnd(result: FullResult) {
    this.write(result.status);
  }

  private write(status: string) {
    const dir = path.join(process.cwd(), ".test-durations");
    mkdirSync(dir, { recursive: true });
    const run = { status, wallMs: Date.now() - this.started, tests: this.tests };
    writeFileSync(path.join(dir, "e2e.json"), JSON.stringify(run, null, 1));
  }

  printsToStdio() {
    return false;
  }
}
