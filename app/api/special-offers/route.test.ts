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
});
