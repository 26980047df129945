import { expect, test } from "@playwright/test";
import { servedHtml } from "../support/served-html";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const TITLES: Record<string, string> = {
  "/about": "About Us",
  "/process": "Process",
  "/DeitPlans": "Diet Plans",
  "/Gallery": "Gallery",
  "/OnlineYogaProgram": "Online Yoga Program",
  "/privacypolicy": "Privacy Policy",
  "/privacypolicy/hi": "गोपनीयता नीति",
  "/termsofservice": "Terms of Service",
  "/cancellationrefundpolicy": "Cancellation & Refund Policy",
  "/support": "Support",
};

// Read from the HTML the server sends, as a crawler reads it: no browser page per route.
test("every content page is titled '<page> | brand' with a description, canonical link and one main heading", async ({
  request,
}) => {
  for (const [route, title] of Object.entries(TITLES)) {
    const html = await servedHtml(request, route);
    expect(html.title(), route).toMatch(new RegExp(`^${escape(title)} \\| \\S.+$`));
    expect(html.meta({ name: "description" }), route).toMatch(/.{50,}/);
    // Next may emit the canonical link twice (prerendered head and streamed metadata): each must point here.
    const canonicals = html.canonicalPaths();
    expect(canonicals.length, route).toBeGreaterThan(0);
    expect(new Set(canonicals), route).toEqual(new Set([route]));
    expect(html.meta({ property: "og:title" }), route).toMatch(
      new RegExp(`^${escape(title)} \\| `),
    );
    expect(html.all("h1").map(html.text), route).toEqual([expect.stringMatching(/\S/)]);
  }
});

const DIET_PLANS = [
  "Intermediate Fasting",
  "Paleo",
  "Low Carb",
  "Mediterranean",
  "Vegan",
  "DASH",
  "Keto",
  "Flexitarian",
  "Fad",
  "Plant-Based",
  "Whole30",
  "Weight Watchers",
  "Low Fat",
  "Atkins",
  "Dukan",
  "Heart Healthy",
  "Diabetic",
  "Renal",
  "Low Sodium",
  "Gluten Free",
  "Low Residue",
  "High Fibre",
  "High Calorie",
  "High Protein",
  "Lactose Free",
  "Detox",
  "Cancer",
  "Ayurvedic",
  "Diet for Mental Disorder and Anxiety",
];

test("/DeitPlans lists the 29 plans in the spec's order, each 'Join Now' opening a chat that names the plan", async ({
  page,
}) => {
  await page.goto("/DeitPlans");
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(29);
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText(DIET_PLANS);
  for (const [index, plan] of DIET_PLANS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("img")).toHaveAttribute("alt", /\w{3,}/);
    const join = card.getByRole("link", { name: /^Join Now/ });
    await expect(join).toHaveText(new RegExp(`^Join Now`));
    await expect(join).toHaveAttribute("target", "_blank");
    const href = new URL((await join.getAttribute("href")) ?? "");
    expect(href.origin).toBe("https://wa.me");
    expect(href.pathname).toMatch(/^\/\d{10,15}$/);
    expect(href.searchParams.get("text")).toContain(`the ${plan} diet plan`);
  }
});

test("/process shows the ten numbered steps in order and 'Join us Now' leads to /pricing", async ({
  page,
}) => {
  await page.goto("/process");
  const steps = page.getByRole("main").getByRole("list").first().getByRole("listitem");
  await expect(steps).toHaveCount(10);
  await expect(steps.getByRole("heading")).toHaveText([
    "Step 1: Initial consultation",
    "Step 2: Assessing your needs",
    "Step 3: Your personalised plan",
    "Step 4: Meal planning and recipes",
    "Step 5: Ongoing support",
    "Step 6: Progress tracking",
    "Step 7: Regular check-ins",
    "Step 8: Education",
    "Step 9: Fine-tuning",
    "Step 10: Sustainable habits",
  ]);
  await page.getByRole("link", { name: "Join us Now" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("/about shows the mission, an eight-entry story, four achievements and a booking call to action", async ({
  page,
}) => {
  await page.goto("/about");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: "Our mission" })).toBeVisible();
  await expect(main.getByRole("region", { name: "Our story" }).getByRole("listitem")).toHaveCount(
    8,
  );
  await expect(main.getByRole("region", { name: "Our achievements" }).locator("dd")).toHaveText([
    "10+",
    "1000+",
    "10,000+",
    "5,000+",
  ]);
  await expect(main.getByRole("link", { name: "Book an Appointment" })).toHaveAttribute(
    "href",
    "/appointment",
  );
});

test("/OnlineYogaProgram shows both offers with their batches, fees and packages, 'Join Now' to /contact and the phone", async ({
  page,
}) => {
  await page.goto("/OnlineYogaProgram");
  const group = page.getByRole("region", { name: "Group Classes" });
  await expect(group).toContainText("1 hour");
  for (const text of [
    "Tue / Thu / Sat, 6:00 am",
    "Mon – Fri, 7:00 am",
    "Tue / Thu / Sat, 6:00 pm",
    "IST",
  ])
    await expect(group).toContainText(text);
  await expect(group).toContainText("3 days a week: ₹2,500 per month");
  await expect(group).toContainText("5 days a week: ₹3,500 per month");
  const personal = page.getByRole("region", { name: "1-on-1 Sessions" });
  await expect(personal).toContainText("₹1,000 per session");
  for (const count of [
    "12 sessions",
    "16 sessions",
    "20 sessions",
    "valid for 1 month",
    "refund your payment in full",
  ]) {
    await expect(personal).toContainText(count);
  }
  for (const offer of [group, personal])
    await expect(offer.getByRole("link", { name: /^Join Now/ })).toHaveAttribute(
      "href",
      "/contact",
    );
  await expect(
    page.getByRole("main").getByRole("link", { name: /^\+?[\d ]{10,}$/ }),
  ).toHaveAttribute("href", /^tel:\+?\d{10,15}$/);
});

test("the cancellation & refund policy states the notice, fee and refund terms of the spec", async ({
  page,
}) => {
  await page.goto("/cancellationrefundpolicy");
  const main = page.getByRole("main");
  for (const text of [
    "at least 24 hours' notice",
    "a fee of up to 50% of the cost of the service",
    "within 7 days of the date of the service",
    "paid to the original method of payment within 14 business days",
    "Digital products",
    "non-refundable once delivered",
    "Personalised diet plans may be non-refundable",
    "One-on-one consultations may be non-refundable",
  ]) {
    await expect(main).toContainText(text);
  }
});

test("the terms name Indian law and a court city; the privacy policy covers data and contact", async ({
  page,
}) => {
  await page.goto("/termsofservice");
  await expect(page.getByRole("main")).toContainText(
    /governed by the laws of India\. .* courts at \S+/,
  );
  await expect(page.getByRole("main")).toContainText(
    "do not replace, diagnosis or treatment by a doctor",
  );
  await page.goto("/privacypolicy");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveCount(9);
  await expect(main).toContainText(/write to \S+@\S+/);
  // DPDP Act 2023: consent with its policy version, what is kept for how long, and how to ask for deletion
  await expect(main.getByRole("heading", { name: "Your consent" })).toBeVisible();
  await expect(main).toContainText(
    /the version of this policy you agreed to \(version \d{4}-\d{2}-\d{2}\)/,
  );
  await expect(main.getByRole("heading", { name: "What we keep, and for how long" })).toBeVisible();
  await expect(main).toContainText("for 24 months, then delete them automatically"); // RETENTION_MONTHS
  await expect(
    main.getByRole("heading", { name: "Seeing, correcting or deleting your information" }),
  ).toBeVisible();
});

test("/support lists the channels and hours (IST) and links to /pricing", async ({ page }) => {
  await page.goto("/support");
  const main = page.getByRole("main");
  const channels = main.getByRole("region", { name: "Contact channels" });
  await expect(channels.getByRole("listitem")).toHaveCount(4);
  await expect(channels.getByRole("link").nth(0)).toHaveAttribute("href", /^tel:/);
  await expect(channels.getByRole("link").nth(1)).toHaveAttribute("href", /^mailto:/);
  await expect(channels.getByRole("link").nth(2)).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
  await expect(channels.getByRole("link").nth(3)).toHaveAttribute("href", "/contact");
  const hours = main.getByRole("region", { name: "Support hours (IST)" });
  await expect(hours.locator("dd")).toHaveText(["9:30am - 6:00pm", "9:30am - 2:00pm", "Closed"]);
  await expect(main).toContainText("within 24 hours");
  await main.getByRole("link", { name: "View Plans" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

const REDIRECTS: Record<string, string> = {
  "/gallery": "/Gallery",
  "/dietplans": "/DeitPlans",
  "/deitplans": "/DeitPlans",
  "/adminlogin": "/AdminLogin",
  "/onlineyogaprogram": "/OnlineYogaProgram",
  "/hypertensiondiabeticdiet": "/HypertensionDiabeticDiet",
  "/thyroiddiseasediet": "/ThyroidDiseaseDiet",
  "/pcodandobesitydiet": "/PCODandObesityDiet",
  "/dietforlowimmunity": "/DietForLowImmunity",
  "/psychosisdisorder": "/PsychosisDisorder",
  "/arthritisandbonehealthdiet": "/ArthritisAndBoneHealthDiet",
  "/pregnancyandlactationdiet": "/PregnancyAndLactationDiet",
  "/childhealthdiet": "/ChildHealthDiet",
  "/vitamintherapy": "/VitaminTherapy",
  "/uricacidarthritis": "/UricAcidArthritis",
  "/gutcleaningprogram": "/GutCleaningProgram",
  "/heartdiet": "/HeartDiet",
  "/anemiadiet": "/AnemiaDiet",
};

test("lower-case aliases redirect permanently to the spec's routes, which answer 200", async ({
  request,
}) => {
  for (const [alias, target] of Object.entries(REDIRECTS)) {
    const response = await request.get(alias, { maxRedirects: 0 });
    expect(response.status(), alias).toBe(308);
    expect(new URL(response.headers()["location"] ?? "", "http://x").pathname, alias).toBe(target);
    expect((await request.get(target, { maxRedirects: 0 })).status(), target).toBe(200);
  }
});

test("following an alias in the browser lands on the page", async ({ page }) => {
  await page.goto("/gallery");
  await expect(page).toHaveURL(/\/Gallery$/);
  await expect(page).toHaveTitle(/^Gallery \| /);
});
