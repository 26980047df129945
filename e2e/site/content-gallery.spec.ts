import { expect, test, type Page } from "@playwright/test";

const thumbnails = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("button");
const viewer = (page: Page) => page.getByRole("dialog", { name: "Gallery image viewer" });
const position = (page: Page) => viewer(page).locator("figcaption span");

/** The original file behind a next/image URL (/_next/image?url=%2Fimages%2F...). */
const originalOf = (src: string) => new URL(src, "http://x").searchParams.get("url") ?? src;

test("the gallery shows 15 images, 12 JPEG and 3 PNG, in 1, 2 or 3 columns", async ({ page }) => {
  await page.goto("/Gallery");
  await expect(thumbnails(page)).toHaveCount(15);
  const files = await page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("img")
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? ""));
  const originals = files.map(originalOf);
  expect(originals.filter((f) => f.endsWith(".jpg"))).toHaveLength(12);
  expect(originals.filter((f) => f.endsWith(".png"))).toHaveLength(3);
  for (const alt of await page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("img")
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")))) {
    expect(alt).toMatch(/\w{4,}/);
  }
  const grid = page.getByRole("main").getByRole("list");
  for (const [width, columns] of [
    [375, 1],
    [768, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await grid.evaluate((l) => getComputedStyle(l).gridTemplateColumns.split(" ").length),
      `${width}px`,
    ).toBe(columns);
  }
});

test("the lightbox works with the mouse: open, next and previous wrap around, close button and background close", async ({
  page,
}) => {
  await page.goto("/Gallery");
  const first = thumbnails(page).first();
  const firstAlt = await first.getByRole("img").getAttribute("alt");
  await first.click();
  await expect(viewer(page)).toBeVisible();
  await expect(position(page)).toHaveText("1 / 15");
  await expect(viewer(page).getByRole("img")).toHaveAttribute("alt", firstAlt ?? "");
  const box = await viewer(page).boundingBox();
  expect(box?.width).toBe(1280); // full screen
  expect(box?.height).toBe(800);

  await viewer(page).getByRole("button", { name: "Next image" }).click();
  await expect(position(page)).toHaveText("2 / 15");
  await viewer(page).getByRole("button", { name: "Previous image" }).click();
  await viewer(page).getByRole("button", { name: "Previous image" }).click();
  await expect(position(page)).toHaveText("15 / 15");
  await viewer(page).getByRole("button", { name: "Next image" }).click();
  await expect(position(page)).toHaveText("1 / 15");

  await viewer(page).getByRole("img").click(); // a click on the photo itself keeps it open
  await expect(viewer(page)).toBeVisible();
  await viewer(page).getByRole("button", { name: "Close" }).click();
  await expect(viewer(page)).toHaveCount(0);
  await expect(first).toBeFocused();

  await thumbnails(page).nth(4).click();
  await expect(position(page)).toHaveText("5 / 15");
  await page.mouse.click(20, 400); // the dark background at the left edge, beside the previous button
  await expect(viewer(page)).toHaveCount(0);
});

test("the lightbox works from the keyboard: arrows wrap, Tab stays inside, Escape closes and focus returns", async ({
  page,
}) => {
  await page.goto("/Gallery");
  const last = thumbnails(page).nth(14);
  await last.focus();
  await page.keyboard.press("Enter");
  await expect(viewer(page)).toBeVisible();
  await expect(position(page)).toHaveText("15 / 15");
  await expect(viewer(page).getByRole("button", { name: "Close" })).toBeFocused();

  await page.keyboard.press("ArrowRight");
  await expect(position(page)).toHaveText("1 / 15");
  await page.keyboard.press("ArrowLeft");
  await expect(position(page)).toHaveText("15 / 15");
  await page.keyboard.press("ArrowLeft");
  await expect(position(page)).toHaveText("14 / 15");

  for (let i = 0; i < 7; i++) {
    await page.keyboard.press(i % 2 ? "Shift+Tab" : "Tab");
    await page.keyboard.press("Tab");
    expect(await viewer(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
      true,
    );
  }
  await expect(page.locator("body")).toHaveCSS("overflow", "hidden");

  await page.keyboard.press("Escape");
  await expect(viewer(page)).toHaveCount(0);
  await expect(last).toBeFocused();
  await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 800 },
]) {
  test(`at ${viewport.width} px the lightbox photo has its size from the first frame, before its file arrives`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/Gallery");
    await page.waitForLoadState("networkidle");
    // Hold back every image from now on, so the viewer opens on a photo still on its way.
    let arrive = () => {};
    const held = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(/\/_next\/image\?/, async (route) => {
      await held;
      await route.continue();
    });
    await thumbnails(page).nth(3).click();
    const photo = viewer(page).getByRole("img");
    await expect(photo).toHaveAttribute("width", "1200");
    await expect(photo).toHaveAttribute("height", "900");

    const loading = await photo.evaluate((img: HTMLImageElement) => ({
      loaded: img.complete && img.naturalWidth > 0,
      ...img.getBoundingClientRect().toJSON(),
    }));
    expect(loading.loaded).toBe(false);
    expect(loading.width).toBeGreaterThan(viewport.width / 4);
    expect(loading.width / loading.height).toBeCloseTo(4 / 3, 2);
    expect(loading.right).toBeLessThanOrEqual(viewport.width);
    expect(loading.bottom).toBeLessThanOrEqual(viewport.height);

    arrive();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const loaded = (await photo.boundingBox())!;
    expect(loaded.width).toBeCloseTo(loading.width, 0); // the same box: nothing moves when it arrives
    expect(loaded.height).toBeCloseTo(loading.height, 0);
  });
}
