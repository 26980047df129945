import { test, type Page } from "@playwright/test";
import axe, { type AxeResults, type RunOptions } from "axe-core";
import { DESKTOP, hydrated, MOBILE } from "./site-helpers";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices: what the outside checkers run. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Every axe violation on the page (or inside `include`), whatever its impact, one line each with
 * where it is, so a failure reads as a list of what to fix. The Google map iframe is a third
 * party's document: the iframe element is checked (its title), not its content, so axe runs in
 * the page itself.
 */
export async function axeViolations(page: Page, label: string, include?: string) {
  // A run takes seconds on a slow machine: each brings its own time, so a test that checks several
  // states is not cut short by its count of axe runs.
  test.info().setTimeout(test.info().timeout + 15_000);
  // A colour easing in (a button enabled after hydration, a hover) or a heading rising into place
  // would be judged mid-way: wait for CSS transitions and animations that end (endless ones, like
  // the offers' scroll, and those driven by scrolling are left alone).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      const endless = a.effect?.getTiming().iterations === Infinity;
      const byScroll = !(a.timeline instanceof DocumentTimeline);
      return endless || byScroll || a.playState === "finished";
    }),
  );
  // A new viewport size (a scan at the other width) is laid out in the next frames, and a font
  // the new layout needs arrives later still: scan once the fonts are in and every control stands
  // where it stood a frame before. (A link measured mid-way failed target-size at 1280 px, once
  // after two frames.)
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // and the images in: a new width can choose another file (the logo's <picture>), which stood at
  // another size until it arrived. Lazy ones load only when scrolled to (the gallery's).
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.loading === "lazy"),
  );
  // From the top of the page, where nothing sticky stands offset by the scroll (axe checks the
  // whole page whatever the scroll).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(
    () =>
      new Promise<boolean>((settled) => {
        const boxes = () =>
          [...document.querySelectorAll("a, button, input, select, textarea, summary")]
            .map((e) => Object.values(e.getBoundingClientRect().toJSON()).join())
            .join(";") + `;${window.scrollY}`;
        const before = boxes();
        requestAnimationFrame(() => requestAnimationFrame(() => settled(boxes() === before)));
      }),
  );
  // A toast leaves on a 5-second timer, which a slow run can overlap, judging its text mid-fade;
  // toasts are checked on their own, held open (site-a11y-seo.spec.ts).
  const context: AxeContext = include
    ? { include: [include] }
    : { exclude: ['[aria-label="Notifications"]'] };
  const { violations } = await runAxe(page, context, {
    iframes: false,
    // Only violations are read: axe then keeps one node of each passing and inapplicable rule
    // instead of every node it checked, less to build and send back from the page.
    resultTypes: ["violations"],
    runOnly: { type: "tag", values: AXE_TAGS },
  });
  // Each node with axe's reason (sizes, colours) and the nodes it names (what covers it, what it
  // overlaps), with where each stands now: a failure in CI is read, not rerun.
  const where = await boxesOf(
    page,
    violations.flatMap((v) => v.nodes.flatMap((n) => [n, ...relatedOf(n)]).map(selectorOf)),
  );
  const described = (n: { target: unknown[] }) => `${selectorOf(n)} ${where[selectorOf(n)] ?? ""}`;
  return violations.map(
    (v) =>
      `${label} ${v.id} (${v.impact}): ${v.nodes
        .map((n) => {
          const related = [...new Set(relatedOf(n).map(described))];
          const why = (n.failureSummary ?? "").replace(/\s+/g, " ").trim();
          return `${described(n)} [${why}]${related.length ? ` related: ${related.join("; ")}` : ""}`;
        })
        .join(", ")}`,
  );
}

type NodeResult = AxeResults["violations"][number]["nodes"][number];
const selectorOf = (n: { target: unknown[] }) => n.target.join(" ");
const relatedOf = (n: NodeResult) =>
  [...n.any, ...n.all, ...n.none].flatMap((check) => check.relatedNodes ?? []);

/** Each selector's box in the viewport now (x, y, width, height). */
async function boxesOf(page: Page, selectors: string[]): Promise<Record<string, string>> {
  if (!selectors.length) return {};
  return page.evaluate((selectors) => {
    const boxes: Record<string, string> = {};
    for (const selector of selectors) {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      if (box) boxes[selector] = `at ${[box.x, box.y, box.width, box.height].join(",")}`;
    }
    return boxes;
  }, selectors);
}

/** What axe checks: CSS selectors of the parts to include or leave out (sent into the page). */
type AxeContext = { include: string[] } | { exclude: string[] };

/**
 * axe-core's own `axe.run` in the page, its script added once per document: a second scan of the
 * same page (the other width, another state) reuses it. (@axe-core/playwright's AxeBuilder
 * evaluated the 580 KB script twice in every scan: 8 scans of 4 pages took 0.68 times the time
 * this way.)
 */
async function runAxe(page: Page, context: AxeContext, options: RunOptions) {
  type WithAxe = { axe?: typeof axe };
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe)))) {
    await page.evaluate(
      `${axe.source};axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });`,
    );
  }
  return page.evaluate(
    ({ context, options }) => (window as WithAxe).axe!.run(context, options) as Promise<AxeResults>,
    { context, options },
  );
}

/**
 * The page as a phone shows it (375 px), then widened to 1280 px: one visit, since the layout
 * follows CSS alone. `path` is loaded and hydrated first, as a visitor meets it.
 */
export async function axeAtBothWidths(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize(MOBILE);
  await page.goto(path);
  await hydrated(page.locator("body"));
  const found = await axeViolations(page, `${path} at ${MOBILE.width}px:`);
  await page.setViewportSize(DESKTOP);
  found.push(...(await axeViolations(page, `${path} at ${DESKTOP.width}px:`)));
  return found;
}

/**
 * The page as a phone shows it (375 px) only: for the other pages of a family one template draws,
 * once that template was scanned at both widths on a page of the family (`axeAtBothWidths`). What
 * a page's own content can get wrong (headings, images, links, names, language) does not change
 * with the width; what the width changes is the template's.
 */
export async function axeAtPhoneWidth(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize(MOBILE);
  await page.goto(path);
  await hydrated(page.locator("body"));
  return axeViolations(page, `${path} at ${MOBILE.width}px:`);
}
