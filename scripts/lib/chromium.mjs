/**
 * The Chromium that the e2e tests (e2e/support/chromium.ts) and `npm run lighthouse` drive:
 * CHROMIUM_PATH, else Debian's, else none (Playwright's or chrome-launcher's own), and the
 * switches both start it with.
 */
import { existsSync } from "node:fs";

/** @returns {string | undefined} */
export const systemChromium = () =>
  [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((p) => p && existsSync(p));

/** No sandbox (these machines run as root), no GPU, no background traffic, updates or sync. */
export const QUIET_SWITCHES = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
