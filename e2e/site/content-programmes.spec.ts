import { expect, test, type Page } from "@playwright/test";
import { servedHtml } from "../support/served-html";

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

// Read from the HTML the server sends (what a crawler and a visitor before hydration get): no
// browser page per route.
test("every programme page is prerendered with its own title, description, canonical link and one main heading", async ({
  request,
}) => {
  for (const [category, route] of [...CARDS, ["Anemia Diet", "/AnemiaDiet"] as const]) {
    const html = await servedHtml(request, route);
    expect(html.title(), route).toMatch(new RegExp(`^${escape(category)} \\| \\S.+$`));
    expect(html.all("h1").map(html.text), route).toEqual([expect.stringMatching(/\w{3,}/)]);
    // Next may emit the canonical link twice (prerendered head and streamed metadata): each must point here.
    const canonicals = html.canonicalPaths();
    expect(canonicals.length, route).toBeGreaterThan(0);
    expect(new Set(canonicals), route).toEqual(new Set([route]));
    expect(html.meta({ property: "og:title" }), route).toMatch(
      new RegExp(`^${escape(category)} \\| `),
    );
    expect(html.meta({ name: "description" }), route).toMatch(/.{60,}/);
  }
});

test("every programme page but Psychosis sends five FAQ questions with FAQPage data, and its booking links go to /appointment", async ({
  request,
}) => {
  for (const route of ROUTES_WITH_FAQ) {
    const html = await servedHtml(request, route);
    const [section, ...more] = html.all("section", { "aria-labelledby": "faq-heading" });
    expect(section, route).toBeDefined();
    expect(more, route).toHaveLength(0);
    const questions = html.all("button", {}, section!).filter((b) => b.attribs["aria-controls"]);
    expect(questions, route).toHaveLength(5);
    const faqPage = html.jsonLd().find((data) => data["@type"] === "FAQPage");
    expect(faqPage?.mainEntity, route).toHaveLength(5);
    const booking = html
      .all("a", {}, html.all("main")[0]!)
      .filter((a) => /book an appointment/i.test(a.attribs["aria-label"] ?? html.text(a)));
    expect(booking.length, route).toBeGreaterThan(0);
    for (const link of booking) expect(link.attribs.href, route).toBe("/appointment");
  }
});

test("the Psychosis page is educational: animated headings, no booking link and no FAQ", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "no-preference" }); // the suite's default is "reduce"
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
    await expect(faq(page)).toBeVisible();
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

test("the programme pages show their achievement figures exactly", async ({ request }) => {
  for (const [route, figures] of Object.entries(FIGURES)) {
    const html = await servedHtml(request, route);
    const figuresShown = html.all("dd", {}, html.all("main")[0]!).map(html.text);
    expect(figuresShown, route).toEqual(figures);
  }
});

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
