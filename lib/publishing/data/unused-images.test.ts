import { beforeAll, describe, expect, it } from "vitest";
import { POST as createPost } from "@/app/api/blogs/route";
import { DELETE as deletePost, PUT as updatePost } from "@/app/api/blogs/[id]/route";
import { POST as uploadInline } from "@/app/api/blogs/images/route";
import { GET as getMedia } from "@/app/api/media/[id]/route";
import { adminToken, formRequest, getRequest, params } from "@/test/api";
import { pngFile, testPng } from "@/test/images";
import { connectDb } from "../../server/db";
import { removeUnusedImages, UNUSED_IMAGE_GRACE_MS } from "./unused-images";

let token = "";
let png: Buffer;
beforeAll(async () => {
  await connectDb();
  token = await adminToken();
  png = await testPng();
});

const withImage = (data: FormData) => {
  data.set("image", pngFile(png));
  return data;
};

/** Uploads an image for a post's text, as the admin form does: its URL. */
async function inlineImage(): Promise<string> {
  const response = await uploadInline(
    formRequest("/api/blogs/images", withImage(new FormData()), { token }),
    undefined,
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

function postForm(fields: Record<string, string>): FormData {
  const data = new FormData();
  const all = { title: `Post ${Math.random()}`, author: "Meera", category: "Testing", ...fields };
  for (const [key, value] of Object.entries(all)) data.set(key, value);
  return data;
}

async function savePost(fields: Record<string, string>): Promise<{ _id: string; image: string }> {
  const request = formRequest("/api/blogs", withImage(postForm(fields)), { token });
  const response = await createPost(request, undefined);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { _id: string; image: string } }).data;
}

const mediaStatus = async (url: string) =>
  (await getMedia(getRequest(url), params(url.split("/").pop()!))).status;

const afterGrace = () => new Date(Date.now() + UNUSED_IMAGE_GRACE_MS + 60_000);

describe("uploaded images no post shows", () => {
  it("are deleted once older than the grace period; covers and images in posts' text stay", async () => {
    const [kept, inDraft, neverSaved, removedFromText, inDeletedPost] = await Promise.all(
      Array.from({ length: 5 }, inlineImage),
    );
    const post = await savePost({ content: `Before ![a](${kept}) and ![b](${removedFromText})` });
    await savePost({ content: `A draft ![c](${inDraft})`, status: "draft" });
    const doomed = await savePost({ content: `Soon gone ![d](${inDeletedPost})` });

    const edit = formRequest(
      `/api/blogs/${post._id}`,
      postForm({ content: `Only ![a](${kept})` }),
      {
        token,
        method: "PUT",
      },
    );
    expect((await updatePost(edit, params(post._id))).status).toBe(200);
    const gone = await deletePost(
      getRequest(`/api/blogs/${doomed._id}`, { token, method: "DELETE" }),
      params(doomed._id),
    );
    expect(gone.status).toBe(200);

    // Within the grace period nothing goes: an author may still save the post that holds it.
    expect(await removeUnusedImages(new Date())).toBe(0);
    for (const url of [neverSaved, removedFromText, inDeletedPost]) {
      expect(await mediaStatus(url!)).toBe(200);
    }

    expect(await removeUnusedImages(afterGrace())).toBe(3);
    for (const url of [neverSaved, removedFromText, inDeletedPost]) {
      expect(await mediaStatus(url!), url).toBe(404);
    }
    for (const url of [kept, inDraft, post.image]) expect(await mediaStatus(url!), url).toBe(200);
    expect(await removeUnusedImages(afterGrace())).toBe(0);
  });
});
