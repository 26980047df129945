import { beforeAll, describe, expect, it } from "vitest";
import { istDate } from "@/lib/booking/slots";
import { adminToken, jsonRequest } from "@/test/api";
import { findRecord, insertRecord } from "@/test/records";
import { POST as start } from "../route";
import { PATCH } from "./route";

/** The owner sets the weekday of a client's weigh-in on her programme (her phone's reminder). */
let token: string;
let clientId: string;
let programmeId: string;

beforeAll(async () => {
  token = await adminToken();
  const now = new Date();
  const client = await insertRecord("clients", {
    name: "Weigh Inn",
    emails: ["weigh.inn@example.com"],
    firstSeenAt: now,
    lastActivityAt: now,
  });
  clientId = String(client._id);
  const started = await start(
    jsonRequest(
      `/api/admin/clients/${clientId}/programmes`,
      { plan: "Premium Plan", duration: "2 Months", startDate: istDate(now) },
      { token },
    ),
    { params: Promise.resolve({ id: clientId }) },
  );
  expect(started.status).toBe(201);
  programmeId = (await started.json())._id;
});

const patch = (body: unknown, ids = { id: clientId, programmeId }, auth = { token }) =>
  PATCH(
    jsonRequest(`/api/admin/clients/${ids.id}/programmes/${ids.programmeId}`, body, {
      method: "PATCH",
      ...auth,
    }),
    { params: Promise.resolve(ids) },
  );

describe("PATCH /api/admin/clients/{id}/programmes/{programmeId}", () => {
  it("sets the weigh-in weekday, and clears it with null", async () => {
    const set = await patch({ weighInDay: 1 });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ _id: programmeId, weighInDay: 1 });
    expect((await findRecord("programmes", {}))!.weighInDay).toBe(1);
    expect(await (await patch({ weighInDay: "6" })).json()).toMatchObject({ weighInDay: 6 });
    const cleared = await patch({ weighInDay: null });
    expect(await cleared.json()).not.toHaveProperty("weighInDay");
    expect((await findRecord("programmes", {}))!.weighInDay).toBeUndefined();
  });

  it.each([7, -1, 2.5, "Monday", undefined])("refuses %s: 400", async (weighInDay) => {
    const response = await patch({ weighInDay });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.weighInDay).toBeDefined();
  });

  it("is admin only, and 404 for another client's or an unknown programme", async () => {
    expect((await patch({ weighInDay: 2 }, undefined, { token: "" })).status).toBe(401);
    const other = await insertRecord("clients", {
      name: "Other One",
      emails: ["other.one@example.com"],
      firstSeenAt: new Date(),
      lastActivityAt: new Date(),
    });
    expect((await patch({ weighInDay: 2 }, { id: String(other._id), programmeId })).status).toBe(
      404,
    );
    expect(
      (await patch({ weighInDay: 2 }, { id: clientId, programmeId: "0".repeat(24) })).status,
    ).toBe(404);
  });
});
