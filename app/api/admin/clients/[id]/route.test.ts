import { beforeEach, describe, expect, it } from "vitest";
import { signIntakeToken } from "@/lib/clients/intake-token";
import { serverEnv } from "@/lib/server/env";
import { adminToken, getRequest, jsonRequest, validPlan } from "@/test/api";
import { clearRecords, findRecords } from "@/test/records";
import { POST as sendIntake } from "../../../intake/[token]/route";
import { POST as plan } from "../../../plans/route";
import { DELETE as erase } from "../../people/route";
import { GET as listClients } from "../route";
import { POST as measure } from "./measurements/route";
import { GET, PATCH } from "./route";

const EMAIL = "kavya.record@example.com";
const context = (id: string) => ({ params: Promise.resolve({ id }) });

async function clientWithIntake(token: string): Promise<string> {
  await plan(
    jsonRequest("/api/plans", {
      ...validPlan(),
      name: "Kavya",
      email: EMAIL,
      phone: "98450 11111",
    }),
    undefined,
  );
  const [request] = await findRecords("plans");
  const link = await signIntakeToken(
    { collection: "plans", id: String(request!._id) },
    new Date(),
    serverEnv.jwtSecret,
  );
  const answers = { heightCm: 160, weightKg: 70, goal: "weight-loss", healthConsent: true };
  const sent = await sendIntake(jsonRequest(`/api/intake/${link}`, answers), {
    params: Promise.resolve({ token: link }),
  });
  expect(sent.status).toBe(201);
  const list = await listClients(getRequest("/api/admin/clients", { token }), undefined);
  const { items } = await list.json();
  expect(items).toHaveLength(1);
  return items[0]._id;
}

const record = async (id: string, token?: string) =>
  GET(getRequest(`/api/admin/clients/${id}`, token ? { token } : {}), context(id));

const addMeasurement = (id: string, body: unknown, token?: string) =>
  measure(
    jsonRequest(`/api/admin/clients/${id}/measurements`, body, token ? { token } : {}),
    context(id),
  );

beforeEach(() => clearRecords("plans", "clients", "intakes", "measurements", "outbox", "erasures"));

describe("a client's record", () => {
  it("is admin only, and 404 for an unknown client", async () => {
    const token = await adminToken();
    const id = await clientWithIntake(token);
    expect((await record(id)).status).toBe(401);
    expect((await addMeasurement(id, { date: "2026-11-01", weightKg: 70 })).status).toBe(401);
    expect((await record("0123456789abcdef01234567", token)).status).toBe(404);
    expect((await record("not-an-id", token)).status).toBe(404);
  });

  it("records measurements with their BMI, refuses impossible ones, and shows the history", async () => {
    const token = await adminToken();
    const id = await clientWithIntake(token);
    const bad = await addMeasurement(id, { date: "2026-13-01", weightKg: 900, bp: "abc" }, token);
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toMatchObject({
      date: ["Enter a real date"],
      weightKg: ["Enter the weight in kilograms, between 2 and 300"],
      bp: ["Enter the blood pressure as systolic/diastolic, e.g. 120/80"],
    });
    for (const [date, weightKg] of [
      ["2026-10-01", 70],
      ["2026-11-01", 67.5],
      ["2026-09-01", 71.2],
    ] as const) {
      const saved = await addMeasurement(
        id,
        {
          date,
          weightKg,
          waistCm: "",
          bp: "124/82",
          note: date === "2026-11-01" ? "Walks daily" : "",
        },
        token,
      );
      expect(saved.status).toBe(201);
    }
    const response = await record(id, token);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = await response.json();
    expect(body.client).toMatchObject({ name: "Kavya", emails: [EMAIL], phones: ["9845011111"] });
    expect(body.intake).toMatchObject({ heightCm: 160, weightKg: 70, goal: "weight-loss" });
    expect(body.measurements.map((m: { date: string }) => m.date)).toEqual([
      "2026-09-01",
      "2026-10-01",
      "2026-11-01",
    ]);
    expect(body.measurements[2]).toMatchObject({
      weightKg: 67.5,
      bmi: 26.37,
      bp: "124/82",
      note: "Walks daily",
    });
    expect(body.measurements[2]).not.toHaveProperty("waistCm");
    const kinds = body.timeline.map((entry: { kind: string }) => entry.kind);
    expect(kinds).toEqual(expect.arrayContaining(["plan request", "intake", "measurement"]));
    const times = body.timeline.map((entry: { at: string }) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.timeline.find((e: { kind: string }) => e.kind === "plan request")).toMatchObject({
      title: expect.stringMatching(/^Plan request: Premium Plan, 2 Months/),
      href: expect.stringMatching(/^\/admin-plan\/[a-f0-9]{24}$/),
    });

    // the goal weight: set, refused out of range, cleared
    const patch = (body: unknown) =>
      PATCH(jsonRequest(`/api/admin/clients/${id}`, body, { method: "PATCH", token }), context(id));
    expect((await patch({ goalKg: 900 })).status).toBe(400);
    const set = await patch({ goalKg: "62.5" });
    expect(await set.json()).toMatchObject({ client: { name: "Kavya", goalKg: 62.5 } });
    expect((await (await record(id, token)).json()).goalKg).toBe(62.5);
    expect((await (await patch({ goalKg: "" })).json()).client.goalKg).toBeNull();
    expect(await (await record(id, token)).json()).not.toHaveProperty("goalKg");

    // the person's erasure takes the measurements with the rest
    const erased = await erase(
      getRequest(`/api/admin/people?email=${EMAIL}`, { method: "DELETE", token }),
      undefined,
    );
    expect((await erased.json()).counts).toMatchObject({
      plans: 1,
      intakes: 1,
      clients: 1,
      measurements: 3,
    });
    expect(await findRecords("measurements")).toEqual([]);
    expect((await record(id, token)).status).toBe(404);
  });
});
