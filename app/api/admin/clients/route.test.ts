import { beforeEach, describe, expect, it } from "vitest";
import { adminToken, getRequest, jsonRequest, validContact, validPlan } from "@/test/api";
import { clearRecords, insertRecord } from "@/test/records";
import { POST as contact } from "../../contact/route";
import { DELETE as erase } from "../people/route";
import { POST as plan } from "../../plans/route";
import { GET } from "./route";

const list = (query = "", token?: string) =>
  GET(getRequest(`/api/admin/clients${query}`, token ? { token } : {}), undefined);

beforeEach(() => clearRecords("plans", "appointments", "contacts", "clients", "intakes", "outbox"));

describe("GET /api/admin/clients", () => {
  it("is admin only", async () => {
    expect((await list()).status).toBe(401);
  });

  it("lists one row per person, however they wrote their address or number", async () => {
    const token = await adminToken();
    await plan(
      jsonRequest("/api/plans", {
        ...validPlan(),
        name: "Ravi Kumar",
        email: "Ravi.Kumar@Example.com",
        phone: "+91 98100 55555",
      }),
      undefined,
    );
    await contact(
      jsonRequest("/api/contact", {
        ...validContact(),
        name: "Ravi",
        email: "ravi.kumar@example.com",
      }),
      undefined,
    );
    // a booking with another address but the same number, later than the rest
    await insertRecord("appointments", {
      name: "Ravi K",
      email: "ravi.other@example.com",
      phone: "098100-55555",
      disease: "Thyroid",
      date: "2030-01-07",
      status: "booked",
      createdAt: new Date(Date.now() + 60_000),
    });
    await plan(
      jsonRequest("/api/plans", {
        ...validPlan(),
        name: "Asha",
        email: "asha@example.com",
        phone: "9810012345",
      }),
      undefined,
    );
    await insertRecord("intakes", {
      source: { collection: "appointments", id: new (await import("mongoose")).Types.ObjectId() },
      name: "Ravi K",
      email: "ravi.other@example.com",
      phone: "098100-55555",
      heightCm: 170,
      weightKg: 80,
      bmi: 27.68,
      goal: "weight-loss",
      healthConsent: { givenAt: new Date(), policyVersion: "1" },
    });

    const response = await list("", token);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = await response.json();
    expect(body.items, JSON.stringify(body.items)).toHaveLength(2);
    expect(body.total).toBe(2);
    expect(body.items.map((c: { name: string }) => c.name)).toEqual(["Ravi K", "Asha"]);
    expect(body.items[0]).toMatchObject({
      email: "ravi.other@example.com",
      phone: "098100-55555",
      bmi: 27.68,
      goal: "weight-loss",
    });
    expect(body.items[1]).not.toHaveProperty("bmi");

    // a second look files nothing twice
    expect((await (await list("", token)).json()).total).toBe(2);
    const found = await (await list("?q=ASHA", token)).json();
    expect(found.items.map((c: { name: string }) => c.name)).toEqual(["Asha"]);
    const byOldAddress = await (await list("?q=ravi.kumar%40example", token)).json();
    expect(byOldAddress.total).toBe(1);

    const csv = await list("?format=csv", token);
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    const text = await csv.text();
    expect(text.split("\n")[0]).toContain(
      "Name,Email,Phone,Latest activity (IST),First seen (IST)",
    );
    expect(text).toContain("weight-loss");

    // a person's erasure takes their client record with it, and no later pass brings it back
    const erased = await erase(
      getRequest("/api/admin/people?email=ravi.kumar@example.com&phone=9810055555", {
        method: "DELETE",
        token,
      }),
      undefined,
    );
    expect((await erased.json()).counts).toMatchObject({ plans: 1, contacts: 1, clients: 1 });
    const after = await (await list("", token)).json();
    expect(after.items.map((c: { name: string }) => c.name)).toEqual(["Asha"]);
  });
});
