import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BLOG_SCHEDULE_HEADER } from "@/lib/publishing/blog-schedule";
import { adminToken, formRequest, jsonRequest } from "@/test/api";
import { POST as publishDue } from "../cron/publish-due/route";
import { POST as uploadImage } from "./images/route";
import { POST as preview } from "./preview/route";

const image = async () => {
  const bytes = await sharp({
    create: { width: 2000, height: 900, channels: 3, background: "#a63" },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("image", new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" }));
  return form;
};

describe("POST /api/blogs/preview", () => {
  it("renders the Markdown as the post page does, for the admin only", async () => {
    const body = { content: "# Heading\n\n<script>alert(1)</script> [x](javascript:alert(1))" };
    expect((await preview(jsonRequest("/api/blogs/preview", body), undefined)).status).toBe(401);
    const token = await adminToken();
    const response = await preview(jsonRequest("/api/blogs/preview", body, { token }), undefined);
    expect(response.status).toBe(200);
    const { html } = await response.json();
    expect(html).toContain("<h2>Heading</h2>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toMatch(/href="javascript:/);
    const bad = await preview(
      jsonRequest("/api/blogs/preview", { content: 5 }, { token }),
      undefined,
    );
    expect(bad.status).toBe(400);
  });
});

describe("POST /api/blogs/images", () => {
  it("stores a picture for a post's text through the cover pipeline and answers its URL", async () => {
    expect(
      (await uploadImage(formRequest("/api/blogs/images", await image()), undefined)).status,
    ).toBe(401);
    const token = await adminToken();
    const response = await uploadImage(
      formRequest("/api/blogs/images", await image(), { token }),
      undefined,
    );
    expect(response.status).toBe(201);
    expect((await response.json()).url).toMatch(/^\/api\/media\/[a-f0-9]{24}$/);

    const notImage = new FormData();
    notImage.set(
      "image",
      new File([new TextEncoder().encode("MZ nope")], "x.png", { type: "image/png" }),
    );
    const refused = await uploadImage(
      formRequest("/api/blogs/images", notImage, { token }),
      undefined,
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields.image).toBeDefined();
  });
});

describe("POST /api/cron/publish-due", () => {
  it("answers 401 without the process's secret or CRON_SECRET", async () => {
    const request = jsonRequest(
      "/api/cron/publish-due",
      {},
      { headers: { [BLOG_SCHEDULE_HEADER]: "guess" } },
    );
    expect((await publishDue(request, undefined)).status).toBe(401);
  });
});
