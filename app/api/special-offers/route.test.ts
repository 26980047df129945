import { describe, expect, it } from "vitest";
import { adminToken, getRequest, jsonRequest, params } from "@/test/api";
import { DELETE } from "./[id]/route";
import { GET, POST } from "./route";

describe("special offers", () => {
  it("lists publicly, newest first; adding and deleting are admin only", async () => {
    const offer = { type: "promotion", text: "10% off in June" };
    expect((await POST(jsonRequest("/api/special-offers", offer), undefined)).status).toBe(401);
    const token = await adminToken();
    const created = await POST(jsonRequest("/api/special-offers", offer, { token }), undefined);
    expect(created.status).toBe(201);
    const { data } = await created.json();
    await POST(
      jsonRequest("/api/special-offers", { type: "specialOffer", text: "Early bird" }, { token }),
      undefined,
    );

    const list = (await (await GET(getRequest("/api/special-offers"), undefined)).json()) as {
      _id: string;
      type: string;
      text: string;
    }[];
    expect(list.map((o) => o.text)).toEqual(["Early bird", "10% off in June"]);

    expect(
      (
        await DELETE(
          getRequest(`/api/special-offers/${data._id}`, { method: "DELETE" }),
          params(data._id),
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await DELETE(
          getRequest(`/api/special-offers/${data._id}`, { method: "DELETE", token }),
          params(data._id),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await DELETE(
          getRequest(`/api/special-offers/${data._id}`, { method: "DELETE", token }),
          params(data._id),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await DELETE(
          getRequest("/api/special-offers/not-an-id", { method: "DELETE", token }),
          params("not-an-id"),
        )
      ).status,
    ).toBe(404);
  });

  it.each([
    ["type", { type: "discount", text: "x" }],
    ["text", { type: "promotion", text: "t".repeat(301) }],
    ["text", { type: "promotion", text: { $ne: null } }],
  ])("refuses a bad %s with 400", async (field, body) => {
    const token = await adminToken();
    const response = await POST(jsonRequest("/api/special-offers", body, { token }), undefined);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields[field]).toBeDefined();
  });

  it("refuses a cookie-only post from another origin with 403 and accepts it from ours", async () => {
    const token = await adminToken();
    const offer = { type: "promotion", text: "cookie post" };
    const crossSite = jsonRequest("/api/special-offers", offer, {
      cookie: token,
      headers: { origin: "https://evil.example" },
    });
    expect((await POST(crossSite, undefined)).status).toBe(403);
    const noOrigin = jsonRequest("/api/special-offers", offer, { cookie: token });
    expect((await POST(noOrigin, undefined)).status).toBe(403);
    const fetchSite = jsonRequest("/api/special-offers", offer, {
      cookie: token,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect((await POST(fetchSite, undefined)).status).toBe(201);
  });

  it("is cacheable publicly with a strong ETag, answers a matching If-None-Match with 304, and shows a write at once", async () => {
    const first = await GET(getRequest("/api/special-offers"), undefined);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(
      "public, s-maxage=60, stale-while-revalidate=300",
    );
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const body = await first.text();

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const notModified = await GET(
        getRequest("/api/special-offers", { headers: { "if-none-match": ifNoneMatch } }),
        undefined,
      );
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get("etag")).toBe(etag);
      expect(await notModified.text()).toBe("");
    }
    const other = await GET(
      getRequest("/api/special-offers", { headers: { "if-none-match": '"other"' } }),
      undefined,
    );
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(body);

    const token = await adminToken();
    const created = await POST(
      jsonRequest("/api/special-offers", { type: "promotion", text: "Fresh offer" }, { token }),
      undefined,
    );
    expect(created.headers.get("cache-control")).toBe("private, no-store");
    const after = await GET(
      getRequest("/api/special-offers", { headers: { "if-none-match": etag } }),
      undefined,
    );
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(await after.text()).toContain("Fresh offer");
  });
});
