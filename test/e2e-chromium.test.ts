import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { afterEach, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from "@/e2e/support/chromium";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The switches Playwright starts Chromium with: a stand-in browser writes them down and exits. */
async function playwrightSwitches(args: string[]): Promise<string[]> {
  dir = mkdtempSync(path.join(tmpdir(), "e2e-chromium-"));
  const browser = path.join(dir, "browser.sh");
  const written = path.join(dir, "switches");
  writeFileSync(browser, `#!/bin/sh\nprintf '%s\\n' "$@" > "${written}"\nexit 1\n`);
  chmodSync(browser, 0o755);
  await chromium.launch({ executablePath: browser, args, timeout: 10_000 }).catch(() => null);
  return readFileSync(written, "utf8").split("\n");
}

const featuresOf = (switches: string[], name: string) =>
  switches
    .filter((s) => s.startsWith(`--${name}=`))
    .map((s) => s.slice(name.length + 3).split(","));

describe("the e2e browser's switches (e2e/support/chromium.ts)", () => {
  it("keep every feature Playwright turns off, since the last --disable-features is the one used", async () => {
    const [playwrights] = featuresOf(await playwrightSwitches([]), "disable-features");
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(playwrights?.filter(Boolean));

    const launched = featuresOf(await playwrightSwitches(CHROMIUM_ARGS), "disable-features");
    const used = launched.at(-1);
    expect(used).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, "WebUIOmniboxPopup"]),
    );
  });
});
