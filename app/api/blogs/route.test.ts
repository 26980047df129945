import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { adminToken, formRequest, getRequest, params } from "@/test/api";
import { GET as getMedia } from "../media/[id]/route";
import { DELETE, GET as getOne, PUT } from "./[id]/route";
import { GET, POST } from "./route";

const fields = {
  title: "Millets",
  content: "Why millets matter.",
  author: "Meera",
  category: "Nutrition",
};

async function png(width = 2400, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .withExif({ IFD0: { Copyright: "secret-camera-owner" } })
    .toBuffer();
}

function blogForm(
  image?: { bytes: Uint8Array; name: string; type: string },
  patch: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...patch })) form.set(key, value);
  if (image)
    form.set(
      "image",
      new File([image.bytes as Uint8Array<ArrayBuffer>], image.name, { type: image.type }),
    );
  return form;
}

const mediaId = (url: string) => url.split("/").at(-1)!;

describe("blogs", () => {
  it("creates a post from multipart: the image is re-encoded to WebP, at most 1600 px wide, without metadata, served from GridFS", async () => {
    const token = await adminToken();
    const created = await POST(
      formRequest(
        "/api/blogs",
        blogForm({ bytes: await png(), name: "photo.png", type: "image/png" }),
        { token },
      ),
      undefined,
    );
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({ ...fields, _id: expect.stringMatching(/^[a-f0-9]{24}$/) });
    expect(data.image).toMatch(/^\/api\/media\/[a-f0-9]{24}$/);

    const media = await getMedia(getRequest(data.image), params(mediaId(data.image)));
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/webp");
    expect(media.headers.get("cache-control")).toContain("immutable");
    const etag = media.headers.get("etag")!;
    const meta = await sharp(Buffer.from(await media.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(1600);
    expect(meta.exif).toBeUndefined();
    const again = await getMedia(
      getRequest(data.image, { headers: { "if-none-match": etag } }),
      params(mediaId(data.image)),
    );
    expect(again.status).toBe(304);

    const list = (await (await GET(getRequest("/api/blogs"), undefined)).json()) as {
      _id: string;
    }[];
    expect(list[0]!._id).toBe(data._id);
    expect((await getOne(getRequest(`/api/blogs/${data._id}`), params(data._id))).status).toBe(200);
  });

  it("is admin only for POST, PUT and DELETE", async () => {
    const form = () => blogForm({ bytes: Buffer.from("x"), name: "a.png", type: "image/png" });
    expect((await POST(formRequest("/api/blogs", form()), undefined)).status).toBe(401);
    expect(
      (
        await PUT(
          formRequest("/api/blogs/0123456789abcdef01234567", form(), { method: "PUT" }),
          params("0123456789abcdef01234567"),
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await DELETE(
          getRequest("/api/blogs/0123456789abcdef01234567", { method: "DELETE" }),
          params("0123456789abcdef01234567"),
        )
      ).status,
    ).toBe(401);
  });

  it("refuses an executable renamed .png, a zero-byte file, a missing image and a non-multipart body", async () => {
    const token = await adminToken();
    const elf = readFileSync(process.execPath).subarray(0, 64 * 1024);
    expect(elf.subarray(1, 4).toString()).toBe("ELF");
    const cases = [
      blogForm({ bytes: elf, name: "photo.png", type: "image/png" }),
      blogForm({ bytes: new Uint8Array(), name: "empty.png", type: "image/png" }),
      blogForm(),
    ];
    for (const form of cases) {
      const response = await POST(formRequest("/api/blogs", form, { token }), undefined);
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields.image).toBeDefined();
    }
    const asJson = new Request("http://localhost/api/blogs", {
      method: "POST",
      headers: { "content-type": "application/json", "x-auth-token": token },
      body: JSON.stringify(fields),
    });
    expect((await POST(asJson, undefined)).status).toBe(415);
  });

  it("answers 413 for a 6 MB upload", async () => {
    const token = await adminToken();
    const big = new Uint8Array(6 * 1024 * 1024).fill(137);
    const response = await POST(
      formRequest("/api/blogs", blogForm({ bytes: big, name: "big.png", type: "image/png" }), {
        token,
      }),
      undefined,
    );
    expect(response.status).toBe(413);
    expect((await response.json()).success).toBe(false);
  });

  it("validates the text fields with their names", async () => {
    const token = await adminToken();
    const image = { bytes: await png(40, 40), name: "a.png", type: "image/png" };
    const response = await POST(
      formRequest("/api/blogs", blogForm(image, { title: "t".repeat(201), author: "" }), { token }),
      undefined,
    );
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(Object.keys(error.fields).sort()).toEqual(["author", "title"]);
  });

  it("updates with or without a new image, removing a replaced image, and deletes a post with its image", async () => {
    const token = await adminToken();
    const created = await (
      await POST(
        formRequest(
          "/api/blogs",
          blogForm({ bytes: await png(800, 400), name: "a.png", type: "image/png" }),
          { token },
        ),
        undefined,
      )
    ).json();
    const id = created.data._id as string;
    const firstImage = created.data.image as string;

    const textOnly = await PUT(
      formRequest(`/api/blogs/${id}`, blogForm(undefined, { title: "Millets, revisited" }), {
        token,
        method: "PUT",
      }),
      params(id),
    );
    expect(textOnly.status).toBe(200);
    expect((await textOnly.json()).data).toMatchObject({
      title: "Millets, revisited",
      image: firstImage,
    });

    const jpeg = await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#336699" },
    })
      .jpeg()
      .toBuffer();
    const replaced = await PUT(
      formRequest(
        `/api/blogs/${id}`,
        blogForm({ bytes: jpeg, name: "b.jpg", type: "image/jpeg" }),
        { token, method: "PUT" },
      ),
      params(id),
    );
    const secondImage = (await replaced.json()).data.image as string;
    expect(secondImage).not.toBe(firstImage);
    expect((await getMedia(getRequest(firstImage), params(mediaId(firstImage)))).status).toBe(404);
    expect((await getMedia(getRequest(secondImage), params(mediaId(secondImage)))).status).toBe(
      200,
    );

    expect(
      (await DELETE(getRequest(`/api/blogs/${id}`, { method: "DELETE", token }), params(id)))
        .status,
    ).toBe(200);
    expect((await getMedia(getRequest(secondImage), params(mediaId(secondImage)))).status).toBe(
      404,
    );
    expect((await getOne(getRequest(`/api/blogs/${id}`), params(id))).status).toBe(404);
    expect(
      (await DELETE(getRequest(`/api/blogs/${id}`, { method: "DELETE", token }), params(id)))
        .status,
    ).toBe(404);
  });

  it("answers 404 for invalid and unknown ids", async () => {
    const token = await adminToken();
    for (const id of ["nope", "0123456789abcdef01234567", "' OR 1=1"]) {
      expect(
        (await getOne(getRequest(`/api/blogs/${encodeURIComponent(id)}`), params(id))).status,
      ).toBe(404);
      expect(
        (await DELETE(getRequest("/api/blogs/x", { method: "DELETE", token }), params(id))).status,
      ).toBe(404);
      expect(
        (await PUT(formRequest("/api/blogs/x", blogForm(), { token, method: "PUT" }), params(id)))
          .status,
      ).toBe(404);
      expect((await getMedia(getRequest("/api/media/x"), params(id))).status).toBe(404);
    }
  });
});
