import { describe, expect, it } from "vitest";
import { site } from "@/lib/site";
import { adminToken, getRequest, jsonRequest, validPlan } from "@/test/api";
import { GET, POST } from "./route";

describe("POST /api/plans", () => {
  it("stores the request with the catalogue price, ignoring a client-sent price", async () => {
    const response = await POST(jsonRequest("/api/plans", { ...validPlan(), price: 1 }), undefined);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      success: true,
      data: { plan: "Premium Plan", duration: "2 Months", price: site.prices["Premium Plan"] },
    });
    // without UPI_VPA the answer is the spec's: no payment step
    expect(body).not.toHaveProperty("payment");
    expect(body.data).not.toHaveProperty("payment");
  });

  it.each([
    ["plan", { plan: "Gold Plan" }],
    ["duration", { duration: "6 Months" }],
    ["duration", { duration: "1 Month" }],
    ["phone", { phone: "call me" }],
    ["email", { email: { $ne: null } }],
    ["name", { name: undefined }],
  ])("refuses a bad %s with 400", async (field, patch) => {
    const response = await POST(jsonRequest("/api/plans", { ...validPlan(), ...patch }), undefined);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields[field]).toBeDefined();
  });
});

describe("GET /api/plans", () => {
  it("is admin only (the original exposed it to anyone)", async () => {
    const response = await GET(getRequest("/api/plans"), undefined);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      success: false,
      error: { message: expect.any(String) },
    });
  });

  it("lists newest first, filters by plan and duration together, pages, and exports CSV", async () => {
    const token = await adminToken();
    await POST(
      jsonRequest("/api/plans", {
        ...validPlan(),
        name: "Basic Buyer",
        plan: "Basic Plan",
        duration: "1 Month",
      }),
      undefined,
    );
    await POST(
      jsonRequest("/api/plans", {
        ...validPlan(),
        name: "Ultimate Buyer",
        plan: "Ultimate Plan",
        duration: "3 Months",
      }),
      undefined,
    );
    const all = (await (await GET(getRequest("/api/plans", { token }), undefined)).json()) as {
      name: string;
      _id: string;
      createdAt: string;
    }[];
    expect(all[0]!.name).toBe("Ultimate Buyer");
    const basic = (await (
      await GET(getRequest("/api/plans?plan=Basic%20Plan&duration=1%20Month", { token }), undefined)
    ).json()) as { name: string }[];
    expect(basic.map((p) => p.name)).toEqual(["Basic Buyer"]);
    const none = (await (
      await GET(
        getRequest("/api/plans?plan=Basic%20Plan&duration=3%20Months", { token }),
        undefined,
      )
    ).json()) as unknown[];
    expect(none).toEqual([]);
    const paged = await GET(getRequest("/api/plans?page=2&pageSize=1", { token }), undefined);
    expect(((await paged.json()) as { name: string }[]).map((p) => p.name)).toEqual([all[1]!.name]);
    expect(Number(paged.headers.get("x-total-count"))).toBe(all.length);
    const csv = await (await GET(getRequest("/api/plans?format=csv", { token }), undefined)).text();
    expect(csv).toContain(
      "Name,Email,Phone,Plan,Duration,Price (INR),Status,Last note,Submitted at (IST)",
    );
    expect(csv).toContain("Basic Buyer");
  });
});
