import { expect, test, type Page } from "@playwright/test";

/** The spec's programme table (section 2) plus /AnemiaDiet, which has a page but no card. */
const CARDS = [
  ["Hypertension & Diabetic Diet", "/HypertensionDiabeticDiet"],
  ["Thyroid Disease Diet", "/ThyroidDiseaseDiet"],
  ["PCOD & Obesity Diet", "/PCODandObesityDiet"],
  ["Diet for Low Immunity", "/DietForLowImmunity"],
  ["Psychosis Disorder", "/PsychosisDisorder"],
  ["Arthritis & Bone Health Diet", "/ArthritisAndBoneHealthDiet"],
  ["Pregnancy and Lactation Diet", "/PregnancyAndLactationDiet"],
  ["Child Health Diet + Obesity", "/ChildHealthDiet"],
  ["Vitamin Therapy - Vitamin Deficiency", "/VitaminTherapy"],
  ["Uric Acid Arthritis", "/UricAcidArthritis"],
  ["Gut Cleaning Program", "/GutCleaningProgram"],
  ["Heart Diet", "/HeartDiet"],
] as const;
const ROUTES_WITH_FAQ = [
  ...CARDS.map(([, route]) => route).filter((r) => r !== "/PsychosisDisorder"),
  "/AnemiaDiet",
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const faq = (page: Page) => page.getByRole("region", { name: "Frequently asked questions" });
const faqButtons = (page: Page) => page.locator("#faq-heading + div").getByRole("button");

test("'Our Programs' on the home page shows the 12 cards in three columns, each linking to its page", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.getByRole("region", {
    name: "Programs tailored to meet your every dietician need.",
  });
  await expect(section).toBeVisible();
  const cards = section.getByRole("listitem");
  await expect(cards).toHaveCount(12);
  for (const [index, [category, route]] of CARDS.entries()) {
    const link = cards.nth(index).getByRole("link");
    await expect(link).toHaveAttribute("href", route);
    await expect(link).toContainText(category);
    await expect(link.getByRole("img")).toHaveAttribute("alt", /\w{3,}/);
  }
  const columns = await section
    .getByRole("list")
    .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(3);

  await cards.nth(11).getByRole("heading").click(); // anywhere on the card navigates
  await expect(page).toHaveURL(/\/HeartDiet$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Eat for a stronger heart");
});

test("on a phone the programme cards stack in one column", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  const list = page
    .getByRole("region", { name: "Programs tailored to meet your every dietician need." })
    .getByRole("list");
  expect(
    await list.evaluate((l) => getComputedStyle(l).gridTemplateColumns.split(" ").length),
  ).toBe(1);
});

for (const [category, route] of [...CARDS, ["Anemia Diet", "/AnemiaDiet"] as const]) {
  test(`${route} has its own title and prerendered content`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const title = category === "Anemia Diet" ? "Anemia Diet" : category;
    await expect(page).toHaveTitle(new RegExp(`^${escape(title)} \\| \\S.+$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Next may emit the canonical link twice (prerendered head and streamed metadata): each must point here.
    const canonicals = await page
      .locator('link[rel="canonical"]')
      .evaluateAll((links) => links.map((l) => new URL(l.getAttribute("href") ?? "").pathname));
    expect(canonicals.length).toBeGreaterThan(0);
    expect(new Set(canonicals)).toEqual(new Set([route]));
    await expect(page.locator('meta[property="og:title"]').first()).toHaveAttribute(
      "content",
      new RegExp(`^${escape(title)} \\| `),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{60,}/);
  });
}

for (const route of ROUTES_WITH_FAQ) {
  test(`${route}: five FAQ questions with FAQPage data, and booking links to /appointment`, async ({
    page,
  }) => {
    await page.goto(route);
    await expect(faq(page)).toBeVisible();
    await expect(faqButtons(page)).toHaveCount(5);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = jsonLd
      .map((text) => JSON.parse(text))
      .find((data) => data["@type"] === "FAQPage");
    expect(faqPage?.mainEntity).toHaveLength(5);
    const booking = page.getByRole("main").getByRole("link", { name: "Book an Appointment" });
    expect(await booking.count()).toBeGreaterThan(0);
    for (const link of await booking.all())
      await expect(link).toHaveAttribute("href", "/appointment");
  });
}

test("the Psychosis page is educational: animated headings, no booking link and no FAQ", async ({
  page,
}) => {
  await page.goto("/PsychosisDisorder");
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { level: 2, name: "Treatment comes first" }),
  ).toBeVisible();
  await expect(main.getByRole("link", { name: "Book an Appointment" })).toHaveCount(0);
  await expect(faq(page)).toHaveCount(0);
  await expect(
    page.locator('script[type="application/ld+json"]', { hasText: "FAQPage" }),
  ).toHaveCount(0);
  const animation = await main
    .getByRole("heading", { level: 2 })
    .first()
    .evaluate((h) => getComputedStyle(h).animationName);
  expect(animation).toBe("rise");
});

for (const route of ["/HypertensionDiabeticDiet", "/VitaminTherapy", "/GutCleaningProgram"]) {
  test(`${route}: one answer open at a time, the open question closes on a second click, none open at first`, async ({
    page,
  }) => {
    await page.goto(route);
    const buttons = faqButtons(page);
    for (const button of await buttons.all())
      await expect(button).toHaveAttribute("aria-expanded", "false");
    const panelOf = async (index: number) =>
      page.locator(`#${await buttons.nth(index).getAttribute("aria-controls")}`);

    await buttons.nth(0).click();
    await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(await panelOf(0)).toBeVisible();

    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute("aria-expanded", "true");
    await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(await panelOf(0)).toBeHidden();
    await expect(await panelOf(2)).toBeVisible();

    await buttons.nth(2).click();
    for (const button of await buttons.all())
      await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(await panelOf(2)).toBeHidden();

    await buttons.nth(4).focus();
    await page.keyboard.press("Enter");
    await expect(buttons.nth(4)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(buttons.nth(4)).toHaveAttribute("aria-expanded", "false");
  });
}

const FIGURES: Record<string, string[]> = {
  "/HypertensionDiabeticDiet": ["1500", "25%", "15%", "10%"],
  "/ThyroidDiseaseDiet": ["2000+", "80%", "90%", "75%"],
  "/PCODandObesityDiet": ["500+", "15 kg", "8 kg"],
  "/PregnancyAndLactationDiet": ["1000+", "98%", "50+"],
  "/VitaminTherapy": ["2000+", "90%", "120+"],
  "/ChildHealthDiet": ["1800+", "92%", "250+"],
};

for (const [route, figures] of Object.entries(FIGURES)) {
  test(`${route} shows its achievement figures exactly`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole("main").locator("dl dd")).toHaveText(figures);
  });
}

test("the programme family shows 'Ideal for', exercise, counselling and features sections", async ({
  page,
}) => {
  await page.goto("/PregnancyAndLactationDiet");
  const main = page.getByRole("main");
  for (const name of [
    "Ideal for",
    "Safe movement in pregnancy",
    "Counselling and support",
    "Programme features",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
  }
});

test("an unknown programme name answers 404", async ({ page }) => {
  const response = await page.goto("/DiabetesCureDiet");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
});
