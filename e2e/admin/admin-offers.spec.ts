import { expect, test, uniqueTag } from "../support/fixtures";

test("add a promotion and a special offer, see them on the home page, then delete them", async ({
  page,
  browser,
  baseURL,
}) => {
  const promotion = uniqueTag("Monsoon promotion ");
  const special = uniqueTag("Festive special ");
  await page.goto("/admin-specialOffer");

  const type = page.getByLabel("Type");
  await expect(type).toHaveValue("");
  await expect(type.locator("option", { hasText: "Select Type" })).toBeDisabled();

  for (const [label, text] of [
    ["Promotion", promotion],
    ["Special Offer", special],
  ] as const) {
    await type.selectOption({ label });
    await page.getByLabel("Text").fill(text);
    await page.getByRole("button", { name: "Add Special Offer" }).click();
    await expect(page.getByText("Offer added successfully").first()).toBeVisible();
    await expect(page.getByRole("listitem", { name: text })).toBeVisible();
    await expect(type).toHaveValue("");
    await expect(page.getByLabel("Text")).toHaveValue("");
  }
  await expect(page.getByRole("listitem", { name: promotion })).toContainText("Promotion");
  await expect(page.getByRole("listitem", { name: special })).toContainText("Special Offer");

  const visitor = await browser.newContext({ baseURL });
  const home = await visitor.newPage();
  await home.goto("/");
  await expect(home.getByText(promotion).first()).toBeVisible();
  await expect(home.getByText(special).first()).toBeVisible();

  for (const text of [promotion, special]) {
    const remove = page
      .getByRole("listitem", { name: text })
      .getByRole("button", { name: `Delete offer: ${text}`, exact: true });
    await expect(remove).toHaveText("Delete"); // the spec's word; the name says which offer
    await remove.click();
    await expect(page.getByRole("listitem", { name: text })).toHaveCount(0);
  }
  await home.reload();
  await expect(home.getByText(promotion)).toHaveCount(0);
  await expect(home.getByText(special)).toHaveCount(0);
  await visitor.close();
});

test("an offer that breaks the rules is refused with a message", async ({ page }) => {
  await page.goto("/admin-specialOffer");
  await page.getByLabel("Type").selectOption({ label: "Promotion" });
  // Spaces pass the browser's required check; the server trims them to nothing.
  await page.getByLabel("Text").fill("   ");
  await page.getByRole("button", { name: "Add Special Offer" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Error adding offer" })).toBeVisible();
  await expect(page.getByText("Text is required")).toBeVisible();
});

test("deleting an offer that is already gone tells the owner", async ({ page, adminApi }) => {
  const text = uniqueTag("Short-lived offer ");
  const created = await adminApi.post("/api/special-offers", { data: { type: "promotion", text } });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { _id: string } };

  await page.goto("/admin-specialOffer");
  await expect(page.getByRole("listitem", { name: text })).toBeVisible();
  expect((await adminApi.delete(`/api/special-offers/${data._id}`)).status()).toBe(200);
  await page.getByRole("listitem", { name: text }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Error deleting offer")).toBeVisible();
});
