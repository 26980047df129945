#!/usr/bin/env node
/**
 * Lists the slowest test files, specs and tests of the last runs, and the phases of the last
 * `npm test`, into docs/test-durations.md, between its `durations:start` and `durations:end`
 * markers (the rest of the page is written by hand). The runs leave their figures in
 * `.test-durations/`: Vitest's reporter (unit*.json), Playwright's (e2e.json) and
 * scripts/test.mjs (phases.json). `node scripts/test-durations.mjs [count]` (default 15).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";

const root = path.resolve(import.meta.dirname, "..");
const dir = path.join(root, ".test-durations");
const doc = path.join(root, "docs", "test-durations.md");
const count = Number(process.argv[2] ?? 15);
const START = "<!-- durations:start -->";
const END = "<!-- durations:end -->";

/**
 * @param {string} file
 * @returns {any} what a reporter wrote, or null
 */
const read = (file) =>
  existsSync(path.join(dir, file)) ? JSON.parse(readFileSync(path.join(dir, file), "utf8")) : null;
/** @param {number} ms */
const s = (ms) => (ms / 1000).toFixed(1);
/**
 * @param {Record<string, any>[]} list
 * @returns {number}
 */
const sum = (list, key = "ms") => list.reduce((total, item) => total + item[key], 0);
/**
 * @param {string[]} head
 * @param {(string | number)[][]} rows
 */
const table = (head, rows) =>
  [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => " --- ").join("|")}|`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
/**
 * @template {Record<string, any>} T
 * @param {T[]} list
 * @param {string} key
 * @returns {T[]}
 */
const top = (list, key) => [...list].sort((a, b) => b[key] - a[key]).slice(0, count);

const out = [];
const phases = read("phases.json");
if (phases) {
  out.push(
    `### Phases of the last \`npm test\` (${phases.at.slice(0, 16)} UTC, Node ${phases.node})`,
  );
  out.push(
    table(
      ["phase", "wall s", "CPU s"],
      Object.entries(phases.durations).map(([name, ms]) => [name, s(ms), phases.cpu?.[name] ?? ""]),
    ),
  );
}

const unitFiles = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => /^unit.*\.json$/.test(f))
      .flatMap((f) =>
        read(f).files.map((/** @type {any} */ file) => ({ ...file, node: read(f).node })),
      )
  : [];
if (unitFiles.length > 0) {
  const files = unitFiles.map((f) => ({ ...f, totalMs: f.setupMs + f.importMs + f.testsMs }));
  out.push(
    `### Vitest: the ${count} slowest of ${files.length} files` +
      ` (${files.reduce((n, f) => n + f.tests.length, 0)} tests; worker time ${s(sum(files, "totalMs"))} s:` +
      ` setup ${s(sum(files, "setupMs"))}, import ${s(sum(files, "importMs"))}, tests and hooks ${s(sum(files, "testsMs"))})`,
  );
  out.push(
    table(
      ["file", "total s", "setup", "import", "tests and hooks"],
      top(files, "totalMs").map((f) => [
        `\`${f.file}\``,
        s(f.totalMs),
        s(f.setupMs),
        s(f.importMs),
        s(f.testsMs),
      ]),
    ),
  );
  const tests = files.flatMap((f) =>
    f.tests.map((/** @type {any} */ t) => ({ ...t, file: f.file })),
  );
  out.push(`### Vitest: the ${count} slowest tests`);
  out.push(
    table(
      ["test", "file", "s"],
      top(tests, "ms").map((t) => [t.title, `\`${t.file}\``, s(t.ms)]),
    ),
  );
}

const e2e = read("e2e.json");
if (e2e) {
  const bySpec = new Map();
  for (const t of e2e.tests) {
    const spec = bySpec.get(t.file) ?? { file: t.file, project: t.project, ms: 0, tests: 0 };
    spec.ms += t.ms;
    spec.tests += 1;
    bySpec.set(t.file, spec);
  }
  const specs = [...bySpec.values()];
  out.push(
    `### Playwright: the ${count} slowest of ${specs.length} specs` +
      ` (${e2e.tests.length} tests, ${s(sum(e2e.tests))} s of worker time, ${s(e2e.wallMs)} s wall)`,
  );
  out.push(
    table(
      ["spec", "project", "tests", "s"],
      top(specs, "ms").map((p) => [`\`${p.file}\``, p.project, p.tests, s(p.ms)]),
    ),
  );
  out.push(`### Playwright: the ${count} slowest tests`);
  out.push(
    table(
      ["test", "spec", "s"],
      top(e2e.tests, "ms").map((/** @type {any} */ t) => [t.title, `\`${t.file}\``, s(t.ms)]),
    ),
  );
}

if (out.length === 0) {
  console.error("No durations in .test-durations/: run the tests first.");
  process.exit(1);
}
const generated = `${START}\n\n${out.join("\n\n")}\n\n${END}`;
const page = existsSync(doc) ? readFileSync(doc, "utf8") : `# Test durations\n\n${START}\n${END}\n`;
const [before, rest] = page.split(START);
const after = rest?.split(END)[1] ?? "\n";
// formatted as `npm test`'s format check wants it (Prettier aligns the tables)
const text = `${before}${generated}${after}`;
const options = { ...(await prettier.resolveConfig(doc)), filepath: doc };
writeFileSync(doc, await prettier.format(text, options));
console.info(`Written: ${path.relative(root, doc)}`);
