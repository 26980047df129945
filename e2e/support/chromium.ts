import { QUIET_SWITCHES, e2eChromium, systemChromium } from "../../scripts/lib/chromium.mjs";

/**
 * The features Playwright turns off in the Chromium it launches (playwright-core's
 * chromiumSwitches, 1.65). A second `--disable-features` replaces the first instead of adding to
 * it, so ours (below) repeats these; test/e2e-chromium.test.ts fails when Playwright's list changes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * The whole browser (Chromium 156) in headless mode preloads the address bar's suggestion popup, a
 * WebUI page in a renderer of its own, for every window: every test's new page. Measured on a
 * visit with an axe scan, it was half of Chromium's CPU time (89 s → 48 s for 16 visits on two
 * cores); no test uses the address bar. (The headless shell has none.)
 */
const ADDRESS_BAR_POPUPS = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/** The switches the e2e browser is launched with (playwright.config.ts). */
export const CHROMIUM_ARGS = [
  ...QUIET_SWITCHES,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUPS].join(",")}`,
];

/**
 * CHROMIUM_PATH, else Debian's headless shell or Chromium, else Playwright's own
 * (scripts/ensure-test-tools.mjs, run before the tests, makes sure one of them is there).
 */
export const chromiumPath = e2eChromium();

/** The whole browser, for what the headless shell lacks (notification permissions). */
export const wholeChromiumPath = systemChromium();
