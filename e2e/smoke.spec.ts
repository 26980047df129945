import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";

test("home answers with the page title of the spec", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Dietician .+ \| Personalized Dietician Healthcare$/);
});

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book an appointment" })).toHaveAttribute(
    "href",
    "/appointment",
  );
  await expect(page).toHaveTitle(/^Page not found \| /);
});

test("an address that cannot be decoded answers 400 with a message, not a server error", async ({
  request,
}) => {
  for (const path of ["/%", "/blog%E0%A4%A"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.text(), path).toMatch(/^Bad request: this address is not valid/);
  }
});

test("/api/health reports the database up, where it keeps its data, and the local SITE_URL", async ({
  request,
}) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const health = await response.json();
  expect(health).toMatchObject({ ok: true, db: "up", store: { mode: "embedded" } });
  // The e2e server runs in production mode on http://127.0.0.1: both warnings apply.
  expect(health.warnings).toEqual([
    expect.stringMatching(/^SITE_URL is http:\/\/127\.0\.0\.1:\d+: without https:\/\//),
    expect.stringMatching(/an address of this machine/),
  ]);
});

test("the axe helper reports what it finds, inside `include` only, and again on a second scan", async ({
  page,
}) => {
  await page.setContent(
    '<html><body><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><section id="named"><button style="padding:8px">Send</button></section><button></button></main></body></html>',
  );
  const found = await axeViolations(page, "sample:");
  for (const rule of ["html-has-lang", "image-alt", "button-name"])
    expect(
      found.some((line) => line.startsWith(`sample: ${rule} `)),
      rule,
    ).toBe(true);
  expect(await axeViolations(page, "sample:", "#named")).toEqual([]);
  await page.locator("img").evaluate((img) => img.setAttribute("alt", "a dot"));
  const again = await axeViolations(page, "sample:");
  expect(again.some((line) => line.startsWith("sample: image-alt "))).toBe(false);
  expect(again.some((line) => line.startsWith("sample: button-name "))).toBe(true);

  // A target partly covered by another: the line names the cover and where both stand.
  await page.setContent(
    '<html lang="en"><body style="margin:0"><main><div style="position:relative;margin:40px"><a id="under" href="#a" style="display:inline-block;width:60px;height:36px">Under</a><a id="over" href="#b" style="position:absolute;left:0;top:0;width:60px;height:16px;background:#fff">Over</a></div></main></body></html>',
  );
  const covered = (await axeViolations(page, "sample:")).find((line) =>
    line.startsWith("sample: target-size "),
  );
  expect(covered).toContain("#under at 40,40,60,36 [");
  expect(covered).toMatch(/#under at [^\]]+\] related: #over at 40,40,60,16(,|$)/);
});
