import { WHATSAPP_TEMPLATE_KINDS, WHATSAPP_TEMPLATES } from "@/lib/whatsapp/message-templates";
import { axeViolations } from "../support/axe";
import { expect, test, uniqueTag } from "../support/fixtures";
import { DESKTOP, hydrated, MOBILE, toast } from "../support/site-helpers";

const API = "/api/admin/whatsapp-templates";

test("the owner edits a template keyboard-only, it stays after a reload, and Reset to default restores it", async ({
  page,
}) => {
  await page.goto("/admin-whatsapp");
  await expect(page).toHaveTitle(/^WhatsApp Templates \| /);
  await expect(page.getByRole("heading", { level: 1, name: "WhatsApp Templates" })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "WhatsApp", includeHidden: true }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("region", { name: "Placeholders" })).toContainText("{reviewLink}");
  for (const kind of WHATSAPP_TEMPLATE_KINDS) {
    const { label, defaultText } = WHATSAPP_TEMPLATES[kind];
    await expect(page.getByRole("textbox", { name: `${label} message`, exact: true })).toHaveValue(
      defaultText,
    );
  }

  const followUp = page.getByRole("region", { name: "Follow-up" });
  const box = followUp.getByRole("textbox", { name: "Follow-up message" });
  await expect(followUp).toContainText("Offered for appointments and plan requests.");
  const tag = uniqueTag("Checking in ");
  // keyboard only: Tab from the text before it to the box, replace its text, Tab to Save, Enter
  await page.getByRole("textbox", { name: "Reminder message", exact: true }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("Tab"); // Save, Reset, next box
  await expect(box).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(`Namaste {name}, ${tag}`);
  await page.keyboard.press("Enter");
  await page.keyboard.type("Ref {reference}");
  await page.keyboard.press("Tab");
  await expect(followUp.getByRole("button", { name: "Save: Follow-up" })).toBeFocused();
  await expect(followUp.getByRole("button", { name: "Save: Follow-up" })).toHaveText("Save");
  await page.keyboard.press("Enter");
  await expect(toast(page, "Follow-up template saved")).toBeVisible();
  await expect(followUp).toContainText("Your own text.");

  await page.reload();
  await expect(box).toHaveValue(`Namaste {name}, ${tag}\nRef {reference}`);
  await expect(followUp).toContainText("Your own text.");
  await expect(page.getByRole("textbox", { name: "Reminder message", exact: true })).toHaveValue(
    WHATSAPP_TEMPLATES.reminder.defaultText,
  );

  await box.focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const reset = followUp.getByRole("button", { name: "Reset to default: Follow-up" });
  await expect(reset).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Follow-up template reset to default")).toBeVisible();
  await expect(box).toHaveValue(WHATSAPP_TEMPLATES["follow-up"].defaultText);
  await page.reload();
  await expect(box).toHaveValue(WHATSAPP_TEMPLATES["follow-up"].defaultText);
  await expect(followUp).toContainText("The default text.");
});

test("an empty template is refused next to its box", async ({ page }) => {
  await page.goto("/admin-whatsapp");
  const box = page.getByRole("textbox", { name: "Payment reminder message" });
  // spaces pass the browser's required check; the server trims them to nothing
  await hydrated(box);
  await box.fill("   ");
  await page.getByRole("button", { name: "Save: Payment reminder" }).click();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toHaveAccessibleDescription("Text is required");
  await page.reload();
  await expect(box).toHaveValue(WHATSAPP_TEMPLATES["payment-reminder"].defaultText);
});

test("the API refuses an unknown kind, empty text, and a caller without a session", async ({
  adminApi,
  playwright,
  baseURL,
}) => {
  const unknown = await adminApi.put(`${API}/birthday`, { data: { text: "Happy birthday" } });
  expect(unknown.status()).toBe(400);
  expect((await unknown.json()).message).toBe(
    `Template kind must be one of ${WHATSAPP_TEMPLATE_KINDS.join(", ")}`,
  );
  const empty = await adminApi.put(`${API}/confirmation`, { data: { text: "" } });
  expect(empty.status()).toBe(400);
  expect((await empty.json()).error.fields.text).toEqual(["Text is required"]);

  const listed = await adminApi.get(API);
  expect(listed.status()).toBe(200);
  expect(((await listed.json()) as { kind: string }[]).map((t) => t.kind)).toEqual([
    ...WHATSAPP_TEMPLATE_KINDS,
  ]);

  const visitor = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] }, // not the admin's, which the project's `use` gives
  });
  expect((await visitor.get(API)).status()).toBe(401);
  expect((await visitor.put(`${API}/confirmation`, { data: { text: "Hi" } })).status()).toBe(401);
  expect((await visitor.delete(`${API}/confirmation`)).status()).toBe(401);
  await visitor.dispose();
});

test("no axe violation at 375 and 1280 px", async ({ page }) => {
  await page.goto("/admin-whatsapp");
  await expect(page.getByRole("textbox", { name: "Review request message" })).toBeVisible();
  const found: string[] = [];
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    found.push(...(await axeViolations(page, `/admin-whatsapp at ${viewport.width}px:`)));
  }
  expect(found).toEqual([]);
});
