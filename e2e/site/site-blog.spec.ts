import { expect, test } from "@playwright/test";
import { markdownToText } from "@/lib/publishing/post-text";
import { DESKTOP, MOBILE } from "../support/site-helpers";

for (const viewport of [MOBILE, DESKTOP]) {
  test(`blog at ${viewport.width} px: 100-character previews, one card open at a time`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    // Post content is Markdown: a card shows its words without the markup.
    const blogs = (
      (await (await request.get("/api/blogs")).json()) as {
        title: string;
        content: string;
        category: string;
      }[]
    ).map((b) => ({ ...b, content: markdownToText(b.content) }));
    // (a text that repeats itself would show its cut-off part within the first 100 characters)
    const long = blogs.filter(
      (b) => b.content.length > 100 && !b.content.slice(0, 100).includes(b.content.slice(100, 160)),
    );
    expect(long.length).toBeGreaterThanOrEqual(2);
    await page.goto("/blog");
    await expect(page).toHaveTitle(/^Blogs \| /);
    const card = (title: string) =>
      page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    const [first, second] = [long[0]!, long[1]!];
    await expect(card(first.title)).toContainText(first.category);
    await expect(card(first.title)).toContainText(`${first.content.slice(0, 100)}…`);
    await expect(card(first.title)).not.toContainText(first.content.slice(100, 160));

    await card(first.title)
      .getByRole("button", { name: /^Read More/ })
      .click();
    await expect(card(first.title)).toContainText(first.content);
    await card(second.title)
      .getByRole("button", { name: /^Read More/ })
      .click();
    await expect(card(second.title)).toContainText(second.content);
    await expect(card(first.title)).toContainText(`${first.content.slice(0, 100)}…`);
    await expect(card(first.title).getByRole("button", { name: /^Read More/ })).toBeVisible();
    await card(second.title)
      .getByRole("button", { name: /^Read Less/ })
      .click();
    await expect(card(second.title)).toContainText(`${second.content.slice(0, 100)}…`);

    if (viewport.width >= 768) {
      const cards = page.getByRole("article");
      const boxes = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
      expect(Math.abs(boxes[0]!.y - boxes[1]!.y)).toBeLessThan(2); // two columns
    }
  });
}

test("/blog's HTML has the cards in place, with the first cover fetched first (no script needed)", async ({
  request,
}) => {
  const html = await (await request.get("/blog")).text();
  const mainEnd = html.indexOf("</main>");
  const main = html.slice(html.indexOf("<main"), mainEnd);
  expect(main).toContain("<article");
  expect(main).toMatch(/<img[^>]*fetchPriority="high"/);
  // not streamed as a part revealed after the page (React inserts those from the end of the body)
  expect(html.slice(mainEnd)).not.toContain("<article");
});
