/**
 * The Chromium that the e2e tests (e2e/support/chromium.ts) and `npm run lighthouse` drive:
 * CHROMIUM_PATH, else Debian's, else none (Playwright's or chrome-launcher's own), and the
 * switches both start it with.
 */
import { existsSync } from "node:fs";

/** Debian's packages: the whole browser, and its old headless mode as a program of its own. */
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";
export const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** @param {(string | undefined)[]} paths */
const firstThere = (paths) => paths.find((p) => p && existsSync(p));

/** The whole browser, for Lighthouse (it measures what a visitor's Chrome does). */
export const systemChromium = () => firstThere([process.env.CHROMIUM_PATH, DEBIAN_CHROMIUM]);

/**
 * The e2e tests' browser: the headless shell where Debian's package is installed, which is what
 * Playwright itself runs headless. It has no browser window, address bar or tab strip to draw:
 * the same visits and axe scans took 36 s of Chromium CPU against the whole browser's 49
 * (docs/test-durations.md).
 */
export const e2eChromium = () =>
  firstThere([process.env.CHROMIUM_PATH, DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM]);

/** No sandbox (these machines run as root), no GPU, no background traffic, updates or sync. */
export const QUIET_SWITCHES = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
