import { writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test, uniqueTag } from "../support/fixtures";
import { hydrated } from "../support/site-helpers";

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

const blogItem = (page: Page, title: string) =>
  page.getByRole("listitem", { name: title, exact: true });

/** The thumbnail's URL, once the browser has actually decoded the image. */
async function loadedThumbnail(page: Page, title: string): Promise<string> {
  const image = blogItem(page, title).locator("img");
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return (await image.getAttribute("src")) ?? "";
}

test("create with a generated image, edit without and with a new image, then delete", async ({
  page,
}) => {
  const title = uniqueTag("Blog ");
  await page.goto("/admin-blogs");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create New Blogs" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Previous Blogs" })).toBeVisible();

  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Content")
    .fill("Millets are small grains with a big place in Indian kitchens. ".repeat(3));
  await page.getByLabel("Author").fill("Meera");
  await page.getByLabel("Category").fill("Nutrition");
  await page
    .getByLabel("Image")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await png(30, 140, 90) });
  await page.getByRole("button", { name: "Create Blog" }).click();
  await expect(page.getByText("Blog created successfully!")).toBeVisible();
  await expect(blogItem(page, title)).toContainText("Nutrition · Meera");
  await expect(page.getByLabel("Title")).toHaveValue("");
  const firstImage = await loadedThumbnail(page, title);

  // The buttons show the spec's words alone; their names add which blog they act on.
  const item = blogItem(page, title);
  await expect(item.getByRole("button", { name: `Edit ${title}`, exact: true })).toHaveText("Edit");
  await expect(item.getByRole("button", { name: `Delete ${title}`, exact: true })).toHaveText(
    "Delete",
  );

  // Edit without a new image: the form fills, scrolls to the top and keeps the picture.
  await page.mouse.wheel(0, 2000);
  await blogItem(page, title)
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  await expect(page.getByRole("button", { name: "Update Blog" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Author")).toHaveValue("Meera");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByLabel("Title").fill(`${title} v2`);
  await page.getByRole("button", { name: "Update Blog" }).click();
  await expect(page.getByText("Blog updated successfully!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Blog" })).toBeVisible();
  expect(await loadedThumbnail(page, `${title} v2`)).toBe(firstImage);

  // Edit with a new image: the picture is replaced.
  await blogItem(page, `${title} v2`).getByRole("button", { name: "Edit" }).click();
  await page
    .getByLabel("Image")
    .setInputFiles({ name: "new.png", mimeType: "image/png", buffer: await png(200, 90, 30) });
  await page.getByRole("button", { name: "Update Blog" }).click();
  await expect(page.getByRole("button", { name: "Create Blog" })).toBeVisible();
  await expect(page.getByText("Blog updated successfully!").last()).toBeVisible();
  await expect.poll(() => loadedThumbnail(page, `${title} v2`)).not.toBe(firstImage);

  // Delete asks first; dismissing keeps the blog.
  page.once("dialog", (dialog) => dialog.dismiss());
  await blogItem(page, `${title} v2`).getByRole("button", { name: "Delete" }).click();
  await expect(blogItem(page, `${title} v2`)).toBeVisible();
  page.once("dialog", (dialog) => dialog.accept());
  await blogItem(page, `${title} v2`).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Blog deleted successfully!")).toBeVisible();
  await expect(blogItem(page, `${title} v2`)).toHaveCount(0);
});

test("a file that is not an image is refused with 'Error saving blog' and the form keeps its input", async ({
  page,
}) => {
  const title = uniqueTag("Broken ");
  await page.goto("/admin-blogs");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill("Some content");
  await page.getByLabel("Author").fill("Meera");
  await page.getByLabel("Category").fill("Tips");
  await page.getByLabel("Image").setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: Buffer.from("MZ this is not an image"),
  });
  await page.getByRole("button", { name: "Create Blog" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Error saving blog" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(blogItem(page, title)).toHaveCount(0);
});

test("a 12 MB phone photo is refused in the browser at once, with the limit named, and never sent", async ({
  page,
}) => {
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET" && r.url().includes("/api/blogs")) sent.push(r.url());
  });
  await page.goto("/admin-blogs");
  // a file on disk, as a phone picks it: the browser reads it from its path (a buffer would
  // cross to the browser encoded, twice, 16 MB each time)
  const photo = test.info().outputPath("IMG_20261127.jpg");
  await writeFile(photo, Buffer.alloc(12 * 1024 * 1024, 1));
  const limit =
    "The image must be at most 5 MB: this one is 12.0 MB. Please choose a smaller one, or save it smaller first.";
  const image = page.getByLabel("Image");
  // the check is React's: a file picked the instant the page loads, before hydration, meets none
  await hydrated(image);
  await image.setInputFiles(photo);
  await expect(page.getByText(limit)).toBeVisible();
  await expect(image).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Title").fill(uniqueTag("Big photo "));
  await page.getByLabel("Content").fill("Some content");
  await page.getByLabel("Author").fill("Meera");
  await page.getByLabel("Category").fill("Tips");
  await page.getByRole("button", { name: "Create Blog" }).click();
  await expect(image).toBeFocused();

  // the same for a picture added to the text
  await page.getByText("Add a picture to the text").locator("input").setInputFiles(photo);
  await expect(page.getByRole("alert").filter({ hasText: limit })).toBeVisible();
  expect(sent).toEqual([]);
});

test("saving or deleting a blog that was removed meanwhile shows the errors", async ({
  page,
  adminApi,
}) => {
  const title = uniqueTag("Gone ");
  const created = await adminApi.post("/api/blogs", {
    multipart: {
      title,
      content: "Soon gone",
      author: "Meera",
      category: "Tips",
      image: { name: "a.png", mimeType: "image/png", buffer: await png(90, 90, 200) },
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { _id: string } };

  await page.goto("/admin-blogs");
  await expect(blogItem(page, title)).toBeVisible();
  expect((await adminApi.delete(`/api/blogs/${data._id}`)).status()).toBe(200);

  await blogItem(page, title).getByRole("button", { name: "Edit" }).click();
  await page.getByRole("button", { name: "Update Blog" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Error saving blog" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Update Blog" })).toBeVisible();

  await page.getByRole("button", { name: "Cancel editing" }).click();
  await expect(page.getByRole("button", { name: "Create Blog" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("");

  page.once("dialog", (dialog) => dialog.accept());
  await blogItem(page, title).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Error deleting blog" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Error deleting blog" })).toBeVisible();
});

test("the public blog page shows a post as soon as it is written, its edit, and not after it is deleted", async ({
  page,
  adminApi,
}) => {
  const title = uniqueTag("Fresh ");
  const publicCard = (name: string) =>
    page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
  const created = await adminApi.post("/api/blogs", {
    multipart: {
      title,
      content: "Written a moment ago",
      author: "Meera",
      category: "Tips",
      image: { name: "a.png", mimeType: "image/png", buffer: await png(40, 160, 90) },
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { _id: string } };

  await page.goto("/blog");
  await expect(publicCard(title)).toContainText("Written a moment ago");

  const updated = await adminApi.put(`/api/blogs/${data._id}`, {
    multipart: { title: `${title} v2`, content: "Edited since", author: "Meera", category: "Tips" },
  });
  expect(updated.status()).toBe(200);
  await page.goto("/blog");
  await expect(publicCard(`${title} v2`)).toContainText("Edited since");
  await expect(publicCard(title)).toHaveCount(0);

  expect((await adminApi.delete(`/api/blogs/${data._id}`)).status()).toBe(200);
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(publicCard(`${title} v2`)).toHaveCount(0);
});
