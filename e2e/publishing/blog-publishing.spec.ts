import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test, uniqueTag } from "../support/fixtures";

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

async function createPost(api: APIRequestContext, fields: Record<string, string>) {
  const response = await api.post("/api/blogs", {
    multipart: {
      content: "A short post.",
      author: "Meera",
      category: "Publishing",
      ...fields,
      image: { name: "a.png", mimeType: "image/png", buffer: await png(40, 160, 90) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string; slug: string } }).data;
}

async function origin(page: Page) {
  await page.goto("/blog");
  return new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).origin;
}

test("a post written with Markdown and a picture in the admin area is live at its slug, in the sitemap and the feed", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000); // two saves, two uploads, then five pages and files read
  const title = uniqueTag("Millet Breakfasts ");
  const slug = slugOf(title);
  await page.goto("/admin-blogs");
  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Content")
    .fill(
      "Start the day with **ragi**.\n\n# Three easy ideas\n\n- ragi dosa\n- jowar upma\n\n<script>window.__xss = 1</script>",
    );
  await page.getByLabel("Add a picture to the text").setInputFiles({
    name: "ragi-dosa.png",
    mimeType: "image/png",
    buffer: await png(160, 90, 40),
  });
  await expect(page.getByLabel("Content")).toHaveValue(
    /!\[ragi dosa\]\(\/api\/media\/[a-f0-9]{24}\)/,
  );
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { level: 2, name: "Three easy ideas" })).toBeVisible();
  await expect(preview.getByRole("img", { name: "ragi dosa" })).toBeVisible();
  await page.getByLabel("Author").fill("Meera");
  await page.getByLabel("Category").fill("Breakfast");
  await page
    .getByLabel("Image", { exact: true })
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await png(30, 140, 90) });
  await page
    .getByLabel(/^SEO description/)
    .fill("Three quick millet breakfasts for busy mornings.");
  await page.getByLabel(/^SEO headline/).fill("Millets ".repeat(10));
  await page.getByRole("button", { name: "Create Blog" }).click();
  await expect(page.getByText("SEO headline must be at most 70 characters")).toBeVisible();
  await expect(page.getByLabel(/^SEO headline/)).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel(/^SEO headline/).fill("");
  await page.getByRole("button", { name: "Create Blog" }).click();
  await expect(page.getByText("Blog created successfully!")).toBeVisible();
  await expect(page.getByRole("listitem", { name: title })).toContainText(`/blog/${slug}`);

  const site = await origin(page);
  const response = await page.goto(`/blog/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${title} | ${(await page.title()).split(" | ")[1]}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Three easy ideas" })).toBeVisible();
  const inline = page.locator("article").getByRole("img", { name: "ragi dosa" });
  await inline.scrollIntoViewIfNeeded();
  await expect.poll(() => inline.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(page.getByText("<script>window.__xss = 1</script>")).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.getByRole("link", { name: /^Share on WhatsApp/ })).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(`${title} ${site}/blog/${slug}`)}`,
  );

  const head = page.locator("head");
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${site}/blog/${slug}`,
  );
  await expect(head.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Three quick millet breakfasts for busy mornings.",
  );
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(head.locator('meta[property="og:image"]').first()).toHaveAttribute(
    "content",
    /\/api\/media\/[a-f0-9]{24}$/,
  );
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    `${site}/blog/rss.xml`,
  );
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text),
  );
  expect(jsonLd.find((d) => d["@type"] === "BlogPosting")).toMatchObject({
    headline: title,
    image: [expect.stringMatching(new RegExp(`^${site}/api/media/[a-f0-9]{24}$`))],
    datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    dateModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    author: { "@type": "Person", name: "Meera" },
    publisher: { "@type": "Organization" },
  });

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(
    new RegExp(`<loc>${site}/blog/${slug}</loc>\\s*<lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod>`),
  );
  const feed = await request.get("/blog/rss.xml");
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  expect(await feed.text()).toContain(`<link>${site}/blog/${slug}</link>`);

  await page.goto("/blog");
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page).toHaveURL(`${site}/blog/${slug}`);
});

test("a renamed slug answers 308 to the new one; an unknown slug is a 404", async ({
  page,
  adminApi,
  request,
}) => {
  const title = uniqueTag("Renamed ");
  const post = await createPost(adminApi, { title });
  const renamed = await adminApi.put(`/api/blogs/${post._id}`, {
    multipart: {
      title,
      content: "A short post.",
      author: "Meera",
      category: "Publishing",
      slug: `${post.slug}-new`,
    },
  });
  expect(renamed.status()).toBe(200);

  // the first request renders the redirect: one Location header, as on every later one
  for (let i = 0; i < 2; i++) {
    const old = await request.get(`/blog/${post.slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(308);
    const locations = old.headersArray().filter((h) => h.name.toLowerCase() === "location");
    expect(locations.map((h) => h.value)).toEqual([
      expect.stringMatching(new RegExp(`/blog/${post.slug}-new$`)),
    ]);
  }
  await page.goto(`/blog/${post.slug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}-new$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  for (const path of ["/blog/no-such-post-here", `/blog/${post.slug}-other`]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("a draft and a scheduled post stay hidden until published or their time comes", async ({
  page,
  adminApi,
  request,
}) => {
  test.setTimeout(90_000);
  const draftTitle = uniqueTag("Draft ");
  const draft = await createPost(adminApi, { title: draftTitle, status: "draft" });

  const hidden = async (post: { slug: string }, postTitle: string) => {
    expect((await request.get(`/blog/${post.slug}`)).status()).toBe(404);
    expect(await (await request.get("/api/blogs")).text()).not.toContain(postTitle);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`/blog/${post.slug}<`);
    expect(await (await request.get("/blog/rss.xml")).text()).not.toContain(postTitle);
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: postTitle })).toHaveCount(0);
  };
  const checking = Date.now();
  await hidden(draft, draftTitle);
  // The scheduled post goes live once the same checks and the admin list had twice their time
  // (a minute's precision in the form; the API takes an exact instant).
  const at = new Date(Date.now() + 2 * (Date.now() - checking) + 3_000);
  const laterTitle = uniqueTag("Later ");
  const later = await createPost(adminApi, { title: laterTitle, publishAt: at.toISOString() });
  await hidden(later, laterTitle);

  await page.goto("/admin-blogs");
  await expect(page.getByRole("listitem", { name: draftTitle })).toContainText("Draft");
  await expect(page.getByRole("listitem", { name: laterTitle })).toContainText("Scheduled for");
  // all of the above happened before its time, or the checks proved nothing
  expect(Date.now()).toBeLessThan(at.getTime());

  // nothing is written when the time comes: the app's own schedule shows the post
  await expect
    .poll(async () => (await request.get(`/blog/${later.slug}`)).status(), {
      timeout: 60_000,
      intervals: [500],
    })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await page.goto("/blog");
  await expect(page.getByRole("link", { name: laterTitle })).toBeVisible();
  expect(await (await request.get("/blog/rss.xml")).text()).toContain(laterTitle);
  expect(await (await request.get(`/blog/${draft.slug}`)).status()).toBe(404);

  const published = await adminApi.put(`/api/blogs/${draft._id}`, {
    multipart: {
      title: draftTitle,
      content: "Now out.",
      author: "Meera",
      category: "Publishing",
      status: "published",
    },
  });
  expect(published.status()).toBe(200);
  expect((await request.get(`/blog/${draft.slug}`)).status()).toBe(200);
});
