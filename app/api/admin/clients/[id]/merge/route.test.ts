import { beforeEach, describe, expect, it } from "vitest";
import { adminToken, getRequest, jsonRequest, params, validPlan } from "@/test/api";
import { clearRecords, findRecords } from "@/test/records";
import { POST as plan } from "../../../../plans/route";
import { GET as listClients } from "../../route";
import { POST as measure } from "../measurements/route";
import { GET, PATCH } from "../route";
import { POST as merge } from "./route";

const request = (name: string, email: string, phone: string) =>
  plan(jsonRequest("/api/plans", { ...validPlan(), name, email, phone }), undefined);

async function clients(token: string, q = "") {
  const list = await listClients(getRequest(`/api/admin/clients?q=${q}`, { token }), undefined);
  return (await list.json()).items as { _id: string; name: string; email: string }[];
}

const mergeInto = (id: string, body: unknown, token?: string) =>
  merge(jsonRequest(`/api/admin/clients/${id}/merge`, body, token ? { token } : {}), params(id));

beforeEach(() => clearRecords("plans", "clients", "measurements", "outbox"));

describe("merging two records of one person", () => {
  it("joins the other's addresses, numbers, measurements and history, and deletes it", async () => {
    const token = await adminToken();
    await request("Kavya Rao", "kavya.old@example.com", "98450 11111");
    await request("Kavya R.", "kavya.new@example.com", "+91 99000 22222");
    const [newer, older] = await clients(token);
    expect([newer!.name, older!.name]).toEqual(["Kavya R.", "Kavya Rao"]);
    const measured = await measure(
      jsonRequest(
        `/api/admin/clients/${newer!._id}/measurements`,
        { date: "2026-11-01", weightKg: 70 },
        { token },
      ),
      params(newer!._id),
    );
    expect(measured.status).toBe(201);

    expect((await mergeInto(older!._id, { otherId: newer!._id })).status).toBe(401);
    const merged = await mergeInto(older!._id, { otherId: newer!._id }, token);
    expect(merged.status).toBe(200);
    expect((await merged.json()).client).toEqual({ _id: older!._id, measurementsMoved: 1 });

    expect((await clients(token)).map((c) => c._id)).toEqual([older!._id]);
    const record = await (await GET(getRequest(`/x`, { token }), params(older!._id))).json();
    expect(record.client).toMatchObject({
      name: "Kavya Rao",
      emails: ["kavya.old@example.com", "kavya.new@example.com"],
      phones: ["9845011111", "9900022222"],
    });
    expect(record.measurements).toHaveLength(1);
    const requests = record.timeline.filter((e: { kind: string }) => e.kind === "plan request");
    expect(requests).toHaveLength(2);
    const gone = await GET(getRequest(`/x`, { token }), params(newer!._id));
    expect(gone.status).toBe(404);

    // a later submission by the second address files under the merged record
    await request("Kavya Rao", "KAVYA.NEW@example.com", "");
    expect(await clients(token)).toHaveLength(1);
  });

  it("refuses itself, a bad id and an unknown record with clear messages", async () => {
    const token = await adminToken();
    await request("Asha", "asha@example.com", "98100 55555");
    const [asha] = await clients(token);
    const self = await mergeInto(asha!._id, { otherId: asha!._id }, token);
    expect(self.status).toBe(400);
    expect(await self.json()).toMatchObject({
      message: "A record cannot be merged with itself",
      fieldErrors: { otherId: ["Choose another record of the same person"] },
    });
    const bad = await mergeInto(asha!._id, { otherId: "nope" }, token);
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({
      otherId: ["Choose the record to merge into this one"],
    });
    const unknown = await mergeInto(asha!._id, { otherId: "0123456789abcdef01234567" }, token);
    expect(unknown.status).toBe(404);
    expect(await findRecords("clients")).toHaveLength(1);
  });

  it("keeps the name the owner gave, whatever later submissions say", async () => {
    const token = await adminToken();
    await request("asha v", "asha@example.com", "98100 55555");
    const [asha] = await clients(token);
    const renamed = await PATCH(
      jsonRequest(`/x`, { name: "Asha Verma" }, { method: "PATCH", token }),
      params(asha!._id),
    );
    expect((await renamed.json()).client.name).toBe("Asha Verma");
    const empty = await PATCH(
      jsonRequest(`/x`, { name: " " }, { method: "PATCH", token }),
      params(asha!._id),
    );
    expect(empty.status).toBe(400);
    expect((await empty.json()).fieldErrors).toEqual({ name: ["Name is required"] });
    await request("ASHA", "asha@example.com", "98100 55555");
    expect((await clients(token)).map((c) => c.name)).toEqual(["Asha Verma"]);
  });
});
