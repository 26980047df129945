import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath, wholeChromiumPath } from "./e2e/support/chromium";
import { E2E_ADMIN } from "./e2e/support/credentials";
import { E2E_CRON_SECRET, E2E_JWT_SECRET, mailSinkPorts } from "./e2e/support/e2e-env";
import { pushServiceTlsDir } from "./e2e/support/push-service-tls";

const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${port}`;
const sink = mailSinkPorts(port);
// The server's data directory: empty for each run. Made once, in the runner (workers inherit it).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "dietician-e2e-")));
// The build both servers serve (`next build` wrote it there: next.config.ts).
const buildDir = process.env.NEXT_DIST_DIR || ".next";
// The second server's, for the specs that end sessions (project "session-end"), on the next port.
const endPort = port + 1;
const endBaseURL = `http://127.0.0.1:${endPort}`;
const endDataDir = (process.env.E2E_END_DATA_DIR ??= mkdtempSync(
  path.join(tmpdir(), "dietician-e2e-end-"),
));
// The certificate of the specs' own push service, which the server trusts (its alerts go by https).
const pushTls = pushServiceTlsDir();
// Specs that log out or change the credentials, or change the weekly hours every booking spec
// reads (project "session-end").
const SESSION_END = /(admin-(session-end|any-address)|consultations)\.spec\.ts/;
// Specs that need the whole browser: the headless shell denies every notification permission.
const WHOLE_BROWSER = /admin-notifications\.spec\.ts/;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // each test's duration, for docs/test-durations.md (scripts/test-durations.mjs)
  reporter: [["list"], ["./test/durations/e2e-reporter.ts"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Off: recording a trace (screencast and DOM snapshots of every step) doubles the CPU a run
    // takes on two cores. To see a failure step by step: `npx playwright test --trace on <spec>`.
    trace: "off",
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    // The visitor who asks for less motion: the offers' banner stands still. Its endless scroll
    // kept the compositor drawing every frame of every open page (a fifth of a core per idle
    // page); the specs that check the motion itself ask for it (site-home, content-programmes).
    reducedMotion: "reduce",
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Logs the seeded admin in once and saves the cookie for the admin specs (e2e/support/fixtures.ts).
    { name: "setup", testMatch: /auth\.setup\.ts/ },
    { name: "chromium", testIgnore: [SESSION_END, WHOLE_BROWSER], dependencies: ["setup"] },
    {
      name: "whole-browser",
      testMatch: WHOLE_BROWSER,
      dependencies: ["setup"],
      use: {
        launchOptions: {
          ...(wholeChromiumPath ? { executablePath: wholeChromiumPath } : {}),
          args: CHROMIUM_ARGS,
        },
      },
    },
    // Logout and credential changes revoke every admin token, and the weekly hours are every
    // booking spec's: these run on a server of their own (the second webServer), one at a time,
    // beside the other projects.
    { name: "session-end", testMatch: SESSION_END, workers: 1, use: { baseURL: endBaseURL } },
  ],
  webServer: [
    {
      // A real SMTP receiver: the app sends its emails here and tests read them (e2e/support/mail.ts).
      command: "node e2e/support/mail-sink.mjs",
      url: `http://127.0.0.1:${sink.http}/health`,
      reuseExistingServer: false,
      env: { MAIL_SINK_SMTP_PORT: String(sink.smtp), MAIL_SINK_HTTP_PORT: String(sink.http) },
    },
    {
      // The production build, started exactly as `npm start` does; `npm run test:e2e` builds first.
      command: "node scripts/start.mjs",
      url: `${baseURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: appEnv(port, baseURL, dataDir),
    },
    {
      // The same build, copied (e2e/support/start-copy.mjs), for the project "session-end".
      command: "node e2e/support/start-copy.mjs",
      url: `${endBaseURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        ...appEnv(endPort, endBaseURL, endDataDir),
        E2E_BUILD_DIR: buildDir,
        NEXT_DIST_DIR: `${buildDir}-e2e-end`,
      },
    },
  ],
});

/** The environment of an e2e server on `port` with its own data directory. */
function appEnv(port: number, siteUrl: string, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    SITE_URL: siteUrl,
    DATA_DIR: dataDir,
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    NEXT_TELEMETRY_DISABLED: "1",
    JWT_SECRET: E2E_JWT_SECRET,
    TRUST_PROXY: "true",
    SMTP_URL: `smtp://127.0.0.1:${sink.smtp}?ignoreTLS=true`,
    OWNER_EMAIL: "owner@clinic.example",
    CRON_SECRET: E2E_CRON_SECRET,
    // Playwright fills a form faster than a person: the time-to-submit check is unit-tested instead.
    FORM_MIN_SECONDS: "0",
    // A full run sends dozens of visitor emails within an hour: the cap is unit-tested instead.
    RATE_LIMIT_VISITOR_MAIL_PER_HOUR: "100000",
    // The practice takes UPI (e2e/booking/upi-payment.spec.ts); the payee name is the brand's default.
    UPI_VPA: "poshan.clinic@okaxis",
    NODE_EXTRA_CA_CERTS: path.join(pushTls, "cert.pem"),
    // The push receiver of e2e/admin/admin-push.spec.ts is no browser's push service: let it in
    // (tests only; lib/push/push-services.ts).
    PUSH_TEST_HOSTS: "127.0.0.1",
  };
}
