import { expect, test, type Locator, type Page } from "@playwright/test";
import { toast } from "../support/site-helpers";

const MESSAGE = "Please fill out all fields.";

/**
 * Raises the booking form's 'Please fill out all fields.' toast (a name of spaces only). With
 * `hold`, the pointer rests on it at once (a toast waits while hovered), so a slow machine cannot
 * let its 5 s run out before the test drags it.
 */
async function raiseToast(page: Page, { hold = false } = {}): Promise<Locator> {
  await page.goto("/appointment");
  const form = page.getByRole("form", { name: "Appointment form" });
  await form.getByLabel("Name").fill("   ");
  await form.getByLabel("Email").fill("blank@example.com");
  await form.getByLabel("Phone", { exact: true }).fill("9810012345");
  await form.getByLabel("Preferred date").fill("2020-01-01");
  await form.getByLabel(/Reason for appointment/).fill("Thyroid");
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await form.getByRole("button", { name: "Book Appointment" }).click();
  const message = toast(page, MESSAGE);
  await expect(message).toBeVisible();
  if (hold) await message.hover();
  return message;
}

/** The toast as drawn: the card around the status message, which is what the pointer drags. */
const cardBox = (message: Locator) =>
  message.evaluate((element) =>
    element.parentElement!.getBoundingClientRect().toJSON(),
  ) as Promise<{
    x: number;
    y: number;
    width: number;
    height: number;
  }>;

/** Presses on the toast, drags it sideways by `dx` in small steps, and returns where it was let go. */
async function drag(page: Page, message: Locator, dx: number) {
  const box = await cardBox(message);
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y, { steps: 12 });
  const held = await cardBox(message);
  await page.mouse.up();
  return { box, held };
}

test("a toast sits top-right with its icon, says its message politely and goes after 5 s", async ({
  page,
}) => {
  const message = await raiseToast(page);
  const viewport = page.viewportSize()!;
  await page.mouse.move(10, viewport.height - 10); // away from it, so nothing pauses it
  const shownAt = Date.now();
  await expect(message).toHaveAttribute("aria-live", "polite");
  const box = await cardBox(message);
  expect(box.y).toBeLessThan(40);
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  const iconWidth = await message.evaluate(
    (element) => element.parentElement!.querySelector("svg")?.getBoundingClientRect().width ?? 0,
  );
  expect(iconWidth).toBeGreaterThan(10); // the error icon, before the message
  await expect(message).toBeHidden({ timeout: 8000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(4000);
  expect(shownFor).toBeLessThan(7000);
});

test("a toast dragged by more than 80 % of its width is dismissed", async ({ page }) => {
  const message = await raiseToast(page, { hold: true });
  const { box, held } = await drag(page, message, -0.9 * (await cardBox(message)).width);
  expect(held.x).toBeLessThan(box.x - 0.8 * box.width); // it followed the pointer
  await expect(message).toBeHidden({ timeout: 1500 }); // well before its 5 s are up
  await expect(message).toHaveCount(0);
});

test("a shorter drag springs back and the toast stays; its close button dismisses it", async ({
  page,
}) => {
  const message = await raiseToast(page, { hold: true });
  const width = (await cardBox(message)).width;
  const { box, held } = await drag(page, message, -0.7 * width);
  expect(held.x).toBeCloseTo(box.x - 0.7 * width, -1); // it followed the pointer while held
  await expect.poll(async () => Math.round((await cardBox(message)).x)).toBe(Math.round(box.x));
  await expect(message).toBeVisible();

  // the same without a drag, for keyboards and for anyone who cannot drag (WCAG 2.5.7)
  await page.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(message).toBeHidden({ timeout: 1500 });
});

test("a finger drags a toast away too", async ({ browser }) => {
  const context = await browser.newContext({
    hasTouch: true,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  const message = await raiseToast(page);
  const box = await cardBox(message);
  const y = box.y + box.height / 2;
  const cdp = await context.newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x?: number) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: x === undefined ? [] : [{ x, y }],
    });
  // from its left edge, away from the close button (a touch snaps to a button near it), rightwards
  const start = box.x + 16;
  await touch("touchStart", start);
  for (let step = 1; step <= 12; step++) {
    await touch("touchMove", start + (step / 12) * box.width * 0.9);
  }
  await touch("touchEnd");
  await expect(message).toBeHidden({ timeout: 1500 });
  await context.close();
});
