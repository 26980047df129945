import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { DESKTOP, MOBILE } from "../support/site-helpers";

const ENGLISH = "/privacypolicy";
const HINDI = "/privacypolicy/hi";

/** The page's hreflang alternates from its head, each as a path: { en: "/privacypolicy", ... }. */
async function alternates(page: Page) {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((all) => all.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
  return Object.fromEntries(links.map(([lang, href]) => [lang, new URL(href!).pathname]));
}

test("the privacy policy links its Hindi notice and back, each naming the other as its alternate", async ({
  page,
}) => {
  await page.goto(ENGLISH);
  const both = { en: ENGLISH, hi: HINDI, "x-default": ENGLISH };
  expect(await alternates(page)).toEqual(both);
  const toHindi = page.getByRole("main").getByRole("link", { name: "हिन्दी में पढ़ें" });
  await expect(toHindi).toHaveAttribute("lang", "hi");
  await expect(toHindi).toHaveAttribute("hreflang", "hi");
  await toHindi.click();

  await expect(page).toHaveURL(new RegExp(`${HINDI}$`));
  await expect(page).toHaveTitle(/^गोपनीयता नीति \| \S/);
  expect(await alternates(page)).toEqual(both);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "hi_IN");
  const canonical = await page.locator('link[rel="canonical"]').first().getAttribute("href");
  expect(new URL(canonical!).pathname).toBe(HINDI);
  const main = page.getByRole("main");
  await expect(main).toHaveAttribute("lang", "hi");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("गोपनीयता नीति");
  await expect(main.getByRole("heading", { level: 2 })).toHaveCount(9);
  await expect(main.getByRole("heading", { name: "5. आपकी सहमति" })).toBeVisible();
  await expect(main).toContainText("डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023");
  await expect(main).toContainText(/\(संस्करण \d{4}-\d{2}-\d{2}\)/);
  await expect(main).toContainText("24 महीने तक रखते हैं"); // RETENTION_MONTHS, as in English
  await expect(main).toContainText("30 दिनों के भीतर कार्रवाई करते हैं");
  await expect(main).toContainText(/\S+@\S+ पर लिखें/);

  const toEnglish = main.getByRole("link", { name: "Read in English" });
  await expect(toEnglish).toHaveAttribute("lang", "en");
  await expect(toEnglish).toHaveAttribute("hreflang", "en");
  await toEnglish.click();
  await expect(page).toHaveURL(new RegExp(`${ENGLISH}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

test("the sitemap lists the Hindi notice, and each language's entry names the other", async ({
  page,
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  await page.goto("/");
  const entries = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.querySelector("parsererror")) throw new Error("sitemap.xml is not XML");
    const XHTML = "http://www.w3.org/1999/xhtml";
    return [...doc.getElementsByTagName("url")].map((url) => ({
      loc: new URL(url.getElementsByTagName("loc")[0]!.textContent!).pathname,
      alternates: Object.fromEntries(
        [...url.getElementsByTagNameNS(XHTML, "link")].map((l) => [
          l.getAttribute("hreflang"),
          new URL(l.getAttribute("href")!).pathname,
        ]),
      ),
    }));
  }, xml);
  const both = { en: ENGLISH, hi: HINDI, "x-default": ENGLISH };
  expect(entries.find((e) => e.loc === ENGLISH)?.alternates).toEqual(both);
  expect(entries.find((e) => e.loc === HINDI)?.alternates).toEqual(both);
  expect(entries.find((e) => e.loc === "/pricing")?.alternates).toEqual({});
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`the forms' consent lines read in Hindi too at ${viewport.width} px, linking the Hindi notice`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const [path, name] of [
      ["/contact", "Contact form"],
      ["/appointment", "Appointment form"],
    ] as const) {
      await page.goto(path);
      const form = page.getByRole("form", { name });
      await expect(form.getByRole("checkbox", { name: /^I agree that my details/ })).toBeVisible();
      const hindi = form.locator('p[lang="hi"]', { hasText: "मैं सहमत हूँ कि मेरे विवरण" });
      await expect(hindi).toBeVisible();
      const link = hindi.getByRole("link", { name: /^गोपनीयता नीति/ });
      await expect(link).toHaveAttribute("href", HINDI);
      await expect(link).toHaveAttribute("hreflang", "hi");
      await expect(link).toHaveAttribute("target", "_blank");
      expect(await axeViolations(page, `${path} ${viewport.width}`, "form")).toEqual([]);
    }
  });
}

test("the deletion link's page explains itself in Hindi, and no link of it carries the token", async ({
  page,
}) => {
  const token = "hindi-page-token-123";
  await page.goto(`/data-deletion?token=${token}`);
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "हिन्दी में पढ़ें" }).click();
  const hindi = main.getByRole("region", { name: "अपने डेटा को हटाने का अनुरोध (हिन्दी में)" });
  await expect(hindi).toBeInViewport();
  await expect(hindi).toHaveAttribute("lang", "hi");
  await expect(hindi).toContainText("30 दिनों के भीतर");
  await expect(hindi).toContainText('"Request deletion of my data"');
  await expect(hindi.getByRole("link", { name: "गोपनीयता नीति" })).toHaveAttribute("href", HINDI);
  const hrefs = await page.locator("a[href]").evaluateAll((all) => all.map((a) => a.outerHTML));
  for (const href of hrefs) expect(href).not.toContain(token);
  expect(await axeViolations(page, "data-deletion")).toEqual([]);
});
