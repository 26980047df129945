import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "@/lib/pages/routes";

/** The Nu HTML Checker (the W3C validator) from the vnu-jar dev dependency; it needs Java. */
const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/**
 * Every public route of the spec (the sitemap's 29, the login), the cancel, reschedule and
 * deletion pages of the emails, and a demo blog post (its text is HTML rendered from Markdown).
 */
const PAGES = [
  ...PUBLIC_ROUTES,
  "/AdminLogin",
  "/appointment/cancel",
  "/appointment/reschedule",
  "/data-deletion",
  "/blog/building-a-balanced-indian-thali",
];

/**
 * The stylesheets the pages link are checked too (each once). The checker's CSS grammar is older
 * than the CSS we ship, and these are its only complaints about it: Tailwind's @property rules and the margin-trim test in its
 * @supports query, and the scroll-driven animation of the back-to-top link (globals.css).
 * Each is matched whole, so any other CSS error still fails.
 */
const CSS_THE_CHECKER_DOES_NOT_KNOW = [
  "CSS: Unrecognized at-rule “@property”",
  "CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
  "CSS: “animation-timeline”: Property “animation-timeline” doesn't exist.",
  "CSS: “animation-range”: Property “animation-range” doesn't exist.",
];

type VnuMessage = {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
  lastColumn?: number;
};

test("every public page is valid HTML by the Nu HTML Checker", async ({ request }) => {
  test.setTimeout(120_000);
  const dir = await mkdtemp(path.join(tmpdir(), "vnu-"));
  try {
    const files = new Map<string, string>();
    for (const route of PAGES) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const file = path.join(
        dir,
        `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}.html`,
      );
      const html = await response.text();
      await writeFile(file, html);
      files.set(`file:${file}`, route);
      for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
        const css = path.join(dir, `${path.basename(href!)}`);
        if (files.has(`file:${css}`)) continue;
        const sheet = await request.get(href!);
        expect(sheet.status(), href).toBe(200);
        await writeFile(css, await sheet.text());
        files.set(`file:${css}`, href!);
      }
    }
    const messages = await runVnu([...files.keys()].map((url) => url.slice("file:".length)));
    const errors = messages
      .filter((m) => !CSS_THE_CHECKER_DOES_NOT_KNOW.includes(m.message))
      .map(
        (m) =>
          `${files.get(m.url) ?? m.url} ${m.lastLine}.${m.lastColumn}: ${m.message}` +
          (m.extract ? `\n    ${m.extract.replaceAll("\n", " ")}` : ""),
      );
    expect(errors, errors.join("\n")).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

/** Runs the checker once over all files; with --format json it writes its report to stderr and exits 1 on errors. */
async function runVnu(files: string[]): Promise<VnuMessage[]> {
  const args = ["-jar", VNU_JAR, "--errors-only", "--also-check-css", "--format", "json", ...files];
  const { stderr } = await promisify(execFile)("java", args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stderr?: string; code?: number }) => {
      if (error.code !== 1 || !error.stderr) throw error; // Java missing, or the checker failed
      return { stderr: error.stderr };
    },
  );
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
}
