import { pastListCache } from "@/test/public-cache";
import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/blogs/route";
import { PUT } from "@/app/api/blogs/[id]/route";
import { adminToken, formRequest, params } from "@/test/api";
import { pngFile, testPng } from "@/test/images";
import { findRecord, insertRecord, updateRecords } from "@/test/records";
import {
  findPublishedPost,
  getBlog,
  listPublishedBlogs,
  nextPublishAt,
  wentLiveBetween,
} from "./blogs";
import { connectDb } from "../../server/db";
import { migrateStoredRecords } from "../../upkeep/data/migrations";

let token = "";
let cover: Buffer;
beforeAll(async () => {
  await connectDb();
  token = await adminToken();
  cover = await testPng();
});

function form(fields: Record<string, string>, withImage = true): FormData {
  const data = new FormData();
  const all = { content: "Some **text**.", author: "Meera", category: "Testing", ...fields };
  for (const [key, value] of Object.entries(all)) data.set(key, value);
  if (withImage) data.set("image", pngFile(cover));
  return data;
}

async function create(fields: Record<string, string>) {
  const response = await POST(formRequest("/api/blogs", form(fields), { token }), undefined);
  return { status: response.status, body: await response.json() };
}

async function update(id: string, fields: Record<string, string>) {
  const request = formRequest(`/api/blogs/${id}`, form(fields, false), { token, method: "PUT" });
  const response = await PUT(request, params(id));
  return { status: response.status, body: await response.json() };
}

describe("slugs", () => {
  it("are made from the title, numbered when taken, and kept when the title changes", async () => {
    const title = `Ragi dosa ${Date.now()}`;
    const first = await create({ title });
    const second = await create({ title });
    const third = await create({ title: `${title}!` });
    expect(first.body.data.slug).toBe(`ragi-dosa-${title.split(" ")[2]}`);
    expect(second.body.data.slug).toBe(`${first.body.data.slug}-2`);
    expect(third.body.data.slug).toBe(`${first.body.data.slug}-3`);

    const edited = await update(first.body.data._id, { title: "A new title entirely" });
    expect(edited.body.data.slug).toBe(first.body.data.slug);
  });

  it("are transliterated from Hindi", async () => {
    const { body } = await create({ title: `मधुमेह में क्या खाएं ${Date.now()}` });
    expect(body.data.slug).toMatch(/^madhumeh-men-kyaa-khaaen-\d+$/);
  });

  it("typed by the owner are normalised, refused when taken or empty, and an old slug leads to the new one", async () => {
    const stamp = Date.now();
    const { body } = await create({ title: "Typed", slug: `  My Own Slug ${stamp}!` });
    expect(body.data.slug).toBe(`my-own-slug-${stamp}`);

    const clash = await create({ title: "Another", slug: `my-own-slug-${stamp}` });
    expect(clash.status).toBe(400);
    expect(clash.body.error.fields.slug).toEqual(["This slug is already used by another post"]);
    const empty = await create({ title: "Another", slug: "!!!" });
    expect(empty.body.error.fields.slug).toEqual(["Slug needs at least one letter or digit"]);

    const renamed = await update(body.data._id, { title: "Typed", slug: `renamed-${stamp}` });
    expect(renamed.body.data.slug).toBe(`renamed-${stamp}`);
    await pastListCache();
    expect(await findPublishedPost(`my-own-slug-${stamp}`)).toEqual({
      kind: "moved",
      slug: `renamed-${stamp}`,
    });
    expect((await findPublishedPost(`renamed-${stamp}`)).kind).toBe("post");

    // an empty slug is made again from the title; renaming back frees the old one
    const regenerated = await update(body.data._id, { title: `Fresh start ${stamp}`, slug: "" });
    expect(regenerated.body.data.slug).toBe(`fresh-start-${stamp}`);
    const back = await update(body.data._id, { title: "Typed", slug: `my-own-slug-${stamp}` });
    expect(back.body.data.slug).toBe(`my-own-slug-${stamp}`);
    const stored = await findRecord("blogs", { _id: body.data._id });
    expect(stored?.previousSlugs).toEqual([`renamed-${stamp}`, `fresh-start-${stamp}`]);
  });
});

describe("drafts and scheduled posts", () => {
  it("hides a draft from every public read until it is published", async () => {
    const title = `Draft ${Date.now()}`;
    const { body } = await create({ title, status: "draft" });
    expect(body.data).toMatchObject({ status: "draft", publishAt: null });
    await pastListCache();
    expect((await listPublishedBlogs()).some((p) => p.title === title)).toBe(false);
    expect(await getBlog(body.data._id)).toBeNull();
    expect(await findPublishedPost(body.data.slug)).toEqual({ kind: "missing" });

    const before = new Date();
    const published = await update(body.data._id, { title, status: "published" });
    expect(published.body.data.publishAt).not.toBeNull();
    await pastListCache();
    expect((await findPublishedPost(body.data.slug)).kind).toBe("post");
    // its own write expired the pages: the schedule has nothing to do for it
    expect(await wentLiveBetween(before, new Date())).toBe(false);
  });

  it("shows a scheduled post from its publish time (given in IST, stored in UTC)", async () => {
    const title = `Scheduled ${Date.now()}`;
    const year = new Date().getUTCFullYear() + 1; // within DATE_BOUNDS.publishAt
    const { body } = await create({ title, publishAt: `${year}-03-01T09:30` });
    expect(body.data.publishAt).toBe(`${year}-03-01T04:00:00.000Z`);
    const at = new Date(body.data.publishAt);
    const before = new Date(at.getTime() - 1000);
    await pastListCache();
    expect((await listPublishedBlogs({ now: before })).some((p) => p.title === title)).toBe(false);
    expect((await findPublishedPost(body.data.slug, { now: before })).kind).toBe("missing");
    expect((await listPublishedBlogs({ now: at })).some((p) => p.title === title)).toBe(true);
    expect((await findPublishedPost(body.data.slug, { now: at })).kind).toBe("post");
    expect(await nextPublishAt(before)).toEqual(at);
    expect(await wentLiveBetween(before, at)).toBe(true);
    expect(await wentLiveBetween(at, new Date(at.getTime() + 60_000))).toBe(false);
  });

  it("refuses a malformed publish time and over-long search fields with field messages", async () => {
    const { status, body } = await create({
      title: "Bad fields",
      publishAt: "tomorrow",
      metaTitle: "t".repeat(71),
      metaDescription: "d".repeat(161),
      status: "secret",
    });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({
      publishAt: ["Enter the publish date and time"],
      metaTitle: ["SEO headline must be at most 70 characters"],
      metaDescription: ["SEO description must be at most 160 characters"],
      status: ["Choose draft or published"],
    });
  });

  it("lists related posts of the same category, live ones only, at most three", async () => {
    const category = `Related ${Date.now()}`;
    const main = await create({ title: `${category} main`, category });
    for (const n of [1, 2, 3, 4]) await create({ title: `${category} ${n}`, category });
    await create({ title: `${category} draft`, category, status: "draft" });
    await pastListCache();
    const found = await findPublishedPost(main.body.data.slug);
    if (found.kind !== "post") throw new Error(found.kind);
    expect(found.related.map((p) => p.title)).toEqual([
      `${category} 4`,
      `${category} 3`,
      `${category} 2`,
    ]);
  });
});

describe("the migration of posts stored before slugs and statuses", () => {
  it("publishes them since they were written and gives each a unique slug, once", async () => {
    const title = `Old post ${Date.now()}`;
    const old = await Promise.all(
      [1, 2].map(() =>
        insertRecord("blogs", { title, content: "x", author: "a", category: "c", image: "/i" }),
      ),
    );
    for (const doc of old)
      await updateRecords(
        "blogs",
        { _id: doc._id },
        { $unset: { slug: 1, status: 1, publishAt: 1, previousSlugs: 1 } },
      );
    await migrateStoredRecords();
    await migrateStoredRecords();
    const [a, b] = await Promise.all(old.map((doc) => findRecord("blogs", { _id: doc._id })));
    const base = title.toLowerCase().replace(/ /g, "-");
    expect([a?.slug, b?.slug].sort()).toEqual([base, `${base}-2`]);
    expect(a).toMatchObject({ status: "published", publishAt: a?.createdAt });
  });
});
