import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.UPI_VPA = "poshan.clinic@okaxis";
});

import { istDate } from "@/lib/booking/slots";
import { payableOf } from "@/lib/payments/data/payables";
import { changePayment } from "@/lib/payments/data/payments";
import { runRenewalReminders } from "@/lib/programmes/data/renewals";
import { addDays, programmeEndDate } from "@/lib/programmes/dates";
import { adminToken, getRequest, jsonRequest, params, validPlan } from "@/test/api";
import { bookableWeekday } from "@/test/dates";
import { clearRecords, findRecord, findRecords } from "@/test/records";
import { POST as plan } from "../../../../plans/route";
import { DELETE as erase, GET as exportPerson } from "../../../people/route";
import { GET as listClients } from "../../route";
import { POST as bookVisit } from "../follow-ups/route";
import { GET as record } from "../route";
import { POST as renew } from "./[programmeId]/renewals/route";
import { POST as start } from "./route";

const EMAIL = "asha.programme@example.com";

async function client(token: string): Promise<{ id: string; requestId: string }> {
  await plan(
    jsonRequest("/api/plans", {
      ...validPlan(),
      name: "Asha",
      email: EMAIL,
      phone: "98100 77777",
      plan: "Premium Plan",
      duration: "2 Months",
    }),
    undefined,
  );
  const list = await listClients(getRequest("/api/admin/clients", { token }), undefined);
  const [request] = await findRecords("plans");
  return { id: (await list.json()).items[0]._id, requestId: String(request!._id) };
}

const startProgramme = (id: string, body: unknown, token?: string) =>
  start(
    jsonRequest(`/api/admin/clients/${id}/programmes`, body, token ? { token } : {}),
    params(id),
  );

beforeEach(() =>
  clearRecords("plans", "clients", "programmes", "appointments", "outbox", "receipts", "erasures"),
);

describe("a client's programme", () => {
  it("starts from the client's paid plan request, with its end date and follow-ups", async () => {
    const token = await adminToken();
    const { id, requestId } = await client(token);
    const body = { plan: "Premium Plan", duration: "2 Months", startDate: "2027-01-31" };
    expect((await startProgramme(id, body)).status).toBe(401);

    const wrongPair = await startProgramme(id, { ...body, duration: "1 Month" }, token);
    expect(wrongPair.status).toBe(400);
    expect(await wrongPair.json()).toMatchObject({
      message: "The catalogue has no Premium Plan of 1 Month",
      fieldErrors: { duration: ["The Premium Plan comes as 2 Months"] },
    });
    const badDate = await startProgramme(id, { ...body, startDate: "2027-02-30" }, token);
    expect((await badDate.json()).fieldErrors).toEqual({
      startDate: ["Enter a real date (YYYY-MM-DD)"],
    });
    const unpaid = await startProgramme(id, { ...body, planRequestId: requestId }, token);
    expect((await unpaid.json()).fieldErrors).toEqual({
      planRequestId: ["Mark the plan request paid first"],
    });

    await changePayment(payableOf("plans", await findRecord("plans", {}))!, {
      paymentStatus: "paid",
    });
    const started = await startProgramme(id, { ...body, planRequestId: requestId }, token);
    expect(started.status).toBe(201);
    expect(await started.json()).toMatchObject({
      plan: "Premium Plan",
      duration: "2 Months",
      startDate: "2027-01-31",
      endDate: "2027-03-30",
      followUpsIncluded: 4,
      followUpsUsed: 0,
    });
    const again = await startProgramme(id, { ...body, planRequestId: requestId }, token);
    expect(again.status).toBe(409);

    const page = await (await record(getRequest("/x", { token }), params(id))).json();
    expect(page.programmes).toHaveLength(1);
    expect(page.planRequests[0]).toMatchObject({ paid: true, inProgramme: true });
    expect(page.timeline.map((e: { kind: string }) => e.kind)).toContain("programme");

    // the person's export holds the programme, and erasure takes it
    const people = `/api/admin/people?email=${EMAIL}`;
    const exported = await (await exportPerson(getRequest(people, { token }), undefined)).json();
    expect(exported.programmes).toEqual([
      expect.objectContaining({ plan: "Premium Plan", endDate: "2027-03-30" }),
    ]);
    const erased = await erase(getRequest(people, { method: "DELETE", token }), undefined);
    expect((await erased.json()).counts).toMatchObject({ programmes: 1, clients: 1 });
    expect(await findRecords("programmes")).toEqual([]);
  });

  it("books follow-up visits into free slots, within the programme and its visits", async () => {
    const token = await adminToken();
    const { id } = await client(token);
    const today = istDate(new Date());
    const started = await (
      await startProgramme(
        id,
        { plan: "Premium Plan", duration: "2 Months", startDate: today },
        token,
      )
    ).json();
    const visit = (body: object) =>
      bookVisit(
        jsonRequest(
          `/api/admin/clients/${id}/follow-ups`,
          { programmeId: started._id, ...body },
          { token },
        ),
        params(id),
      );

    const booked = await visit({ date: bookableWeekday(1), time: "10:00" });
    expect(booked.status).toBe(201);
    expect((await booked.json()).appointment).toMatchObject({
      name: "Asha",
      email: EMAIL,
      date: bookableWeekday(1),
      time: "10:00",
      status: "confirmed",
    });
    const [mail] = await findRecords("outbox", { kind: "confirmation" });
    expect(mail).toMatchObject({ to: EMAIL });
    expect(mail!.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/\.ics$/)]);

    const taken = await visit({ date: bookableWeekday(1), time: "10:00" });
    expect(taken.status).toBe(409);
    const late = await visit({ date: addDays(started.endDate, 1), time: "10:00" });
    expect(late.status).toBe(400);
    expect((await late.json()).fieldErrors.date[0]).toMatch(/the programme's last day/);
    for (const n of [2, 3, 4])
      expect((await visit({ date: bookableWeekday(n), time: "11:00" })).status).toBe(201);
    const fifth = await visit({ date: bookableWeekday(5), time: "11:00" });
    expect(fifth.status).toBe(409);
    expect((await fifth.json()).message).toBe(
      "All 4 follow-up visits of this programme are booked",
    );
  });

  it("books no more visits than included, however many bookings arrive at once", async () => {
    const token = await adminToken();
    const { id } = await client(token);
    const started = await (
      await startProgramme(
        id,
        { plan: "Basic Plan", duration: "1 Month", startDate: istDate(new Date()) },
        token,
      )
    ).json();
    expect(started.followUpsIncluded).toBe(2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        bookVisit(
          jsonRequest(
            `/api/admin/clients/${id}/follow-ups`,
            { programmeId: started._id, date: bookableWeekday(i + 1), time: "10:00" },
            { token },
          ),
          params(id),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, ...Array(8).fill(409)]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect((await refused.json()).message).toBe(
      "All 2 follow-up visits of this programme are booked",
    );
    expect(await findRecords("appointments", { programmeId: started._id })).toHaveLength(2);
    const page = await (await record(getRequest("/x", { token }), params(id))).json();
    expect(page.programmes[0]).toMatchObject({ followUpsIncluded: 2, followUpsUsed: 2 });
  });

  it("reminds once before the end, and paying the renewal extends the programme", async () => {
    const token = await adminToken();
    const { id } = await client(token);
    const now = new Date();
    const today = istDate(now);
    const startDate = addDays(today, -58);
    const started = await (
      await startProgramme(id, { plan: "Premium Plan", duration: "2 Months", startDate }, token)
    ).json();
    expect(started.endDate <= addDays(today, 7)).toBe(true);
    expect(started.endDate >= today).toBe(true);
    // (the day it falls due: lib/programmes/data/renewals.test.ts)
    expect(await runRenewalReminders(now, 7)).toBe(1);
    expect(await runRenewalReminders(now, 7)).toBe(0);
    const [mail] = await findRecords("outbox", { kind: "renewal" });
    expect(mail).toMatchObject({ to: EMAIL });
    const renewal = await findRecord("plans", { renewalOf: started._id });
    expect(renewal).toMatchObject({ plan: "Premium Plan", price: expect.any(Number) });
    expect(mail!.text).toContain(`/pay?ref=`);

    expect(await changePayment(payableOf("plans", renewal)!, { paymentStatus: "paid" })).toBe(true);
    const extended = await findRecord("programmes", {});
    const nextStart = addDays(started.endDate, 1);
    expect(extended).toMatchObject({
      endDate: programmeEndDate(nextStart, 2),
      followUpsIncluded: 8,
    });
    expect(extended!.periods).toHaveLength(2);
    expect(await runRenewalReminders(now, 7)).toBe(0);
  });

  it("renews by hand once per end date the owner saw", async () => {
    const token = await adminToken();
    const { id } = await client(token);
    const body = { plan: "Basic Plan", duration: "1 Month", startDate: "2026-12-31" };
    const started = await (await startProgramme(id, body, token)).json();
    expect(started.endDate).toBe("2027-01-30");
    const renewBy = (endDate: string) =>
      renew(
        jsonRequest(
          `/api/admin/clients/${id}/programmes/${started._id}/renewals`,
          { endDate },
          { token },
        ),
        { params: Promise.resolve({ id, programmeId: started._id }) },
      );
    const renewed = await renewBy(started.endDate);
    expect(renewed.status).toBe(201);
    expect(await renewed.json()).toMatchObject({
      endDate: "2027-02-28",
      followUpsIncluded: 4,
      renewals: 1,
    });
    const twice = await renewBy(started.endDate);
    expect(twice.status).toBe(409);
    expect((await findRecord("programmes", {}))!.periods).toHaveLength(2);
  });
});
