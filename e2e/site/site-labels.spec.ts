import { expect, test } from "@playwright/test";

// The spec's words are what shows; what a screen reader needs on top goes in the accessible
// name, after those same words, so that a voice-control user can say what they see.

test("the hero's 'Learn more' shows the spec's words and is named 'Learn more about us'", async ({
  page,
}) => {
  await page.goto("/");
  const main = page.getByRole("main");
  const link = main.getByRole("link", { name: "Learn more about us", exact: true });
  await expect(link).toHaveText("Learn more");
  await expect(link).toHaveAttribute("href", "/about");
  await expect(main.getByText("Learn more", { exact: true })).toBeVisible();
});

test("each diet plan's 'Join Now' shows only those words and is named after its plan", async ({
  page,
}) => {
  await page.goto("/DeitPlans");
  const main = page.getByRole("main");
  const joins = main.getByRole("link", { name: /^Join Now – .+ \(opens WhatsApp\)$/ });
  await expect(joins).toHaveCount(29);
  await expect(joins).toHaveText(Array<string>(29).fill("Join Now"));
  await expect(main.getByText("Join Now", { exact: true })).toHaveCount(29);

  const keto = main.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: "Keto", exact: true }),
  });
  await expect(
    keto.getByRole("link", { name: "Join Now – Keto (opens WhatsApp)", exact: true }),
  ).toHaveText("Join Now");
});

test("the yoga page's two 'Join Now' links show only those words and are named after their offer", async ({
  page,
}) => {
  await page.goto("/OnlineYogaProgram");
  const main = page.getByRole("main");
  for (const offer of ["Group Classes", "1-on-1 Sessions"]) {
    const link = main.getByRole("link", { name: `Join Now – ${offer}`, exact: true });
    await expect(link).toHaveText("Join Now");
    await expect(link).toHaveAttribute("href", "/contact");
  }
  await expect(main.getByText("Join Now", { exact: true })).toHaveCount(2);
});
