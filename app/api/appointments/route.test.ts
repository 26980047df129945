import { describe, expect, it } from "vitest";
import { todayInIndia } from "@/lib/booking/appointment-schema";
import { adminToken, getRequest, jsonRequest } from "@/test/api";
import { GET, POST } from "./route";

const inDays = (days: number) => todayInIndia(new Date(Date.now() + days * 86_400_000));
const valid = (patch: Record<string, unknown> = {}) => ({
  name: "Neha",
  email: "neha@example.com",
  phone: "98100 12345",
  disease: "Thyroid",
  date: inDays(3),
  ...patch,
});

describe("POST /api/appointments", () => {
  it("books an appointment: 201 { success: true, data }", async () => {
    const response = await POST(jsonRequest("/api/appointments", valid()), undefined);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      success: true,
      data: { name: "Neha", date: inDays(3) },
    });
  });

  it("accepts today", async () => {
    expect(
      (await POST(jsonRequest("/api/appointments", valid({ date: todayInIndia() })), undefined))
        .status,
    ).toBe(201);
  });

  it.each([
    ["date", { date: inDays(-1) }],
    ["date", { date: "2031-02-30" }],
    ["date", { date: "tomorrow" }],
    ["phone", { phone: "12345" }],
    ["phone", { phone: "1234567890123456" }],
    ["phone", { phone: "98100-abc-12" }],
    ["disease", { disease: "d".repeat(501) }],
    ["disease", { disease: "" }],
    ["email", { email: "neha@" }],
    ["name", { name: { $gt: "" } }],
    ["date", { date: { $ne: null } }],
  ])(
    "refuses a bad %s: 400 with { success: false, error: { message, fields } }",
    async (field, patch) => {
      const response = await POST(jsonRequest("/api/appointments", valid(patch)), undefined);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(typeof body.error.message).toBe("string");
      expect(body.error.fields[field]).toBeDefined();
    },
  );
});

describe("GET /api/appointments", () => {
  it("is admin only and sorts by submission time (default) or appointment date, newest first", async () => {
    expect((await GET(getRequest("/api/appointments"), undefined)).status).toBe(401);
    const token = await adminToken();
    await POST(
      jsonRequest("/api/appointments", valid({ name: "Far", date: inDays(30) })),
      undefined,
    );
    await POST(
      jsonRequest("/api/appointments", valid({ name: "Near", date: inDays(1) })),
      undefined,
    );
    const byCreated = (await (
      await GET(getRequest("/api/appointments", { token }), undefined)
    ).json()) as { name: string }[];
    expect(byCreated.map((a) => a.name).slice(0, 2)).toEqual(["Near", "Far"]);
    const byDate = (await (
      await GET(getRequest("/api/appointments?sort=date", { token }), undefined)
    ).json()) as { name: string; date: string }[];
    expect(byDate[0]!.name).toBe("Far");
    const dates = byDate.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const csv = await (
      await GET(getRequest("/api/appointments?format=csv", { token }), undefined)
    ).text();
    expect(csv).toContain(
      "Name,Email,Phone,Reason,Appointment date,Time (IST),Status,Last note,Submitted at (IST)",
    );
  });
});
