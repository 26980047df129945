#!/usr/bin/env node
/**
 * Runs first in `npm test` and `npm run test:e2e`: the end-to-end tests need a Chromium, the
 * HTML validity test needs Java (the Nu HTML Checker is a jar), and the nightly backup's second
 * copy is tested with rclone. A machine without them should get them, or the one command to run,
 * at once rather than a failure deep in the suite.
 *
 * The browser is the one playwright.config.ts picks: CHROMIUM_PATH, else Debian's headless shell
 * (/usr/bin/chromium-headless-shell, the cheaper to run) or its whole Chromium (/usr/bin/chromium),
 * else Playwright's own. What is missing is installed with apt-get when run as root where apt-get
 * exists (Debian's `chromium-headless-shell` and `chromium`, `default-jre-headless`, `rclone`);
 * a missing browser is then tried with Playwright's download. The headless shell alone is not
 * required: without it the e2e tests run in the whole browser, only slower.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "@playwright/test";
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, e2eChromium } from "./lib/chromium.mjs";

const DOWNLOAD_LIMIT_MS = 10 * 60_000;

/** The same choice as playwright.config.ts. */
function browser() {
  return (
    e2eChromium() ?? (existsSync(chromium.executablePath()) ? chromium.executablePath() : undefined)
  );
}

const hasJava = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
const hasRclone = () => spawnSync("rclone", ["version"], { stdio: "ignore" }).status === 0;

/**
 * Runs a command; with `limitMs`, in a process group of its own that is killed whole after it.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, limitMs?: number }} [options]
 * @returns {Promise<boolean>}
 */
function run(command, args, { env = process.env, limitMs = 0 } = {}) {
  console.info(`$ ${command} ${args.join(" ")}`);
  const child = spawn(command, args, { env, stdio: "inherit", detached: limitMs > 0 });
  const timer =
    limitMs &&
    setTimeout(() => {
      console.error(`Stopped after ${limitMs / 60_000} minutes.`);
      process.kill(-(/** @type {number} */ (child.pid)), "SIGKILL");
    }, limitMs);
  return new Promise((resolve) => {
    child.on("error", () => resolve(false));
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
}

if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH))
  console.warn(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist; looking elsewhere.`);

const hasApt = spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;
const canApt = hasApt && process.getuid?.() === 0;
const ownPath = process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH);
const missing = [
  ...(ownPath || !canApt
    ? []
    : [
        {
          path: DEBIAN_HEADLESS_SHELL,
          name: "Chromium's headless shell",
          apt: "chromium-headless-shell",
        },
        { path: DEBIAN_CHROMIUM, name: "Chromium", apt: "chromium" },
      ].filter((b) => !existsSync(b.path))),
  ...(hasJava() ? [] : [{ name: "Java", apt: "default-jre-headless" }]),
  ...(hasRclone() ? [] : [{ name: "rclone", apt: "rclone" }]),
];
if (missing.length === 0 && browser()) process.exit(0);

console.info(
  `Missing for the tests: ${missing.map((m) => m.name).join(", ") || "a browser"}. Installing.`,
);
if (canApt && missing.length > 0) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (await run("apt-get", ["update"], { env }))
    await run("apt-get", ["install", "-y", ...missing.map((m) => m.apt)], { env });
}
if (!browser()) {
  // Playwright gives up a stalled connection after 30 s and tries five times; 10 s each keeps a
  // machine without access to its download host waiting under a minute.
  const env = { PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: "10000", ...process.env };
  const cli = createRequire(import.meta.url).resolve("@playwright/test/cli");
  await run(process.execPath, [cli, "install", "chromium"], { env, limitMs: DOWNLOAD_LIMIT_MS });
}

const todo = [
  ...(browser()
    ? []
    : [
        `\`${hasApt ? "sudo apt-get install -y chromium" : "npx playwright install chromium"}\`` +
          " (or set CHROMIUM_PATH to a Chromium)",
      ]),
  ...(hasJava()
    ? []
    : [
        hasApt
          ? "`sudo apt-get install -y default-jre-headless` (Java 17+)"
          : "install Java 17 or newer",
      ]),
  ...(hasRclone() ? [] : [hasApt ? "`sudo apt-get install -y rclone`" : "install rclone"]),
];
if (todo.length === 0) process.exit(0);
console.error(`The tests need what could not be installed here: ${todo.join("; ")}.`);
process.exit(1);
