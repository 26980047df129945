import { beforeEach, describe, expect, it } from "vitest";
import { adminToken, getRequest, jsonRequest, params, validContact, validPlan } from "@/test/api";
import { clearRecords, findRecords } from "@/test/records";
import { istDate } from "@/lib/booking/slots";
import { bookableWeekday } from "@/test/dates";
import { POST as contact } from "../../../../contact/route";
import { POST as plan } from "../../../../plans/route";
import { GET as exportPerson } from "../../../people/route";
import { POST as saveChart } from "../diet-charts/route";
import { POST as reply } from "../messages/route";
import { POST as bookVisit } from "../follow-ups/route";
import { POST as startProgramme } from "../programmes/route";
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

beforeEach(() =>
  clearRecords(
    "plans",
    "clients",
    "measurements",
    "outbox",
    "programmes",
    "dietCharts",
    "clientMessages",
    "appointments",
    "contacts",
  ),
);

/** Whose each measurement, programme, diet chart and message is, in that order. */
const owners = async () => ({
  measurements: (await findRecords("measurements")).map((doc) => String(doc.clientId)),
  programmes: (await findRecords("programmes")).map((doc) => String(doc.clientId)),
  dietCharts: (await findRecords("dietCharts")).map((doc) => String(doc.clientId)),
  clientMessages: (await findRecords("clientMessages")).map((doc) => String(doc.clientId)),
});

/** Gives the client a measurement, a programme with a follow-up visit, a diet chart and a message. */
async function fillRecord(token: string, id: string, day = 1) {
  const post = (path: string, body: unknown) => jsonRequest(path, body, { token });
  const measured = await measure(
    post(`/x/${id}/measurements`, { date: istDate(new Date()), weightKg: 70 }),
    params(id),
  );
  expect(measured.status).toBe(201);
  const started = await startProgramme(
    post(`/x/${id}/programmes`, {
      plan: "Basic Plan",
      duration: "1 Month",
      startDate: istDate(new Date()),
    }),
    params(id),
  );
  expect(started.status).toBe(201);
  const programmeId = (await started.json())._id as string;
  const visit = await bookVisit(
    post(`/x/${id}/follow-ups`, { programmeId, date: bookableWeekday(day), time: "10:00" }),
    params(id),
  );
  expect(visit.status).toBe(201);
  const chart = await saveChart(
    post(`/x/${id}/diet-charts`, { title: "Week 1", content: "Poha, 1 katori" }),
    params(id),
  );
  expect(chart.status).toBe(201);
  const message = await reply(post(`/x/${id}/messages`, { text: "See you soon" }), params(id));
  expect(message.status).toBe(201);
}

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

  it("moves every kind of record to the kept client, and its export holds them", async () => {
    const token = await adminToken();
    await request("Kavya Rao", "kavya.old@example.com", "98450 11111");
    await request("Kavya R.", "kavya.new@example.com", "+91 99000 22222");
    const written = await contact(
      jsonRequest("/api/contact", { ...validContact(), email: "kavya.new@example.com" }),
      undefined,
    );
    expect(written.status).toBe(201);
    const [newer, older] = await clients(token);
    await fillRecord(token, newer!._id);

    const merged = await mergeInto(older!._id, { otherId: newer!._id }, token);
    expect(merged.status).toBe(200);
    const kept = older!._id;
    expect(await owners()).toEqual({
      measurements: [kept],
      programmes: [kept],
      dietCharts: [kept],
      clientMessages: [kept],
    });
    const record = await (await GET(getRequest(`/x`, { token }), params(kept))).json();
    expect(record.programmes).toHaveLength(1);
    expect(record.programmes[0]).toMatchObject({ followUpsUsed: 1 });
    expect(record.measurements).toHaveLength(1);
    const kinds = record.timeline.map((e: { kind: string }) => e.kind);
    expect(kinds.filter((k: string) => k === "plan request")).toHaveLength(2);

    for (const email of ["kavya.old@example.com", "kavya.new@example.com"]) {
      const people = getRequest(`/api/admin/people?email=${email}`, { token });
      const exported = await (await exportPerson(people, undefined)).json();
      expect(exported.clients.map((c: { _id: string }) => c._id)).toEqual([kept]);
      expect(exported.programmes).toHaveLength(1);
      expect(exported.measurements).toHaveLength(1);
      expect(exported.dietCharts).toHaveLength(1);
      expect(exported.clientMessages).toHaveLength(1);
    }
    const byNewAddress = await (
      await exportPerson(
        getRequest(`/api/admin/people?email=kavya.new@example.com`, { token }),
        undefined,
      )
    ).json();
    expect(byNewAddress.plans).toHaveLength(1);
    expect(byNewAddress.appointments).toHaveLength(1);
    expect(byNewAddress.contacts).toHaveLength(1);
  });

  it("lets one of two opposite merges sent at once go through, and refuses the other", async () => {
    const token = await adminToken();
    await request("Kavya Rao", "kavya.old@example.com", "98450 11111");
    await request("Kavya R.", "kavya.new@example.com", "+91 99000 22222");
    const [newer, older] = await clients(token);
    await fillRecord(token, newer!._id);
    await fillRecord(token, older!._id, 2);

    const answers = await Promise.all([
      mergeInto(older!._id, { otherId: newer!._id }, token),
      mergeInto(newer!._id, { otherId: older!._id }, token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect((await refused.json()).message).toMatch(/being merged or was merged already/);
    const left = await findRecords("clients");
    expect(left).toHaveLength(1);
    const kept = String(left[0]!._id);
    expect(left[0]).not.toHaveProperty("mergingUntil");
    expect(await owners()).toEqual({
      measurements: [kept, kept],
      programmes: [kept, kept],
      dietCharts: [kept, kept],
      clientMessages: [kept, kept],
    });
    expect((await clients(token)).map((c) => c._id)).toEqual([kept]);
  });
});
