import { Types } from "mongoose";
import { beforeEach, describe, expect, it } from "vitest";
import { istDate } from "@/lib/booking/slots";
import { addDays } from "@/lib/programmes/dates";
import type { AppointmentStatus } from "@/lib/submissions/submission-status";
import { adminToken, getRequest } from "@/test/api";
import { parseCsv } from "@/test/csv";
import { clearRecords, insertRecord } from "@/test/records";
import { GET as receiptsCsv } from "./receipts/route";
import { GET } from "./route";

const report = (query = "", token?: string) =>
  GET(getRequest(`/api/admin/reports${query}`, token ? { token } : {}), undefined);
const csv = (query = "", token?: string) =>
  receiptsCsv(getRequest(`/api/admin/reports/receipts${query}`, token ? { token } : {}), undefined);

const person = { email: "asha@example.com", phone: "9810012345" };

async function planRequest(name: string, createdAt: Date, extra: Record<string, unknown> = {}) {
  return insertRecord("plans", {
    ...person,
    name,
    plan: "Basic Plan",
    duration: "1 Month",
    price: 2999,
    status: "new",
    createdAt,
    ...extra,
  });
}

async function receipt(
  sequence: number,
  planRequest: Types.ObjectId,
  issuedAt: Date,
  amount = 2999,
) {
  const fy = sequence > 100 ? "2027-28" : "2026-27";
  return insertRecord("receipts", {
    _id: `${fy}/${String(sequence % 100).padStart(4, "0")}`,
    financialYear: fy,
    sequence: sequence % 100,
    planRequest,
    amount,
    plan: "Basic Plan",
    issuedAt,
  });
}

const appointment = (date: string, status: AppointmentStatus) =>
  insertRecord("appointments", { ...person, name: "Asha", disease: "Thyroid", date, status });

beforeEach(() => clearRecords("plans", "receipts", "appointments", "programmes"));

describe("GET /api/admin/reports", () => {
  it("is admin only, and refuses a malformed year with a clear message", async () => {
    expect((await report("?fy=2026-27")).status).toBe(401);
    expect((await csv("?fy=2026-27")).status).toBe(401);
    const token = await adminToken();
    for (const fy of ["2026-28", "2026", "26-27", "2026-2027"]) {
      const answer = await report(`?fy=${fy}`, token);
      expect(answer.status, fy).toBe(400);
      expect((await answer.json()).message).toMatch(/financial year like "2026-27"/);
      expect((await csv(`?fy=${fy}`, token)).status, fy).toBe(400);
    }
  });

  it("sums the year's receipts, conversion, appointments and programmes", async () => {
    const token = await adminToken();
    // two paid requests of the year, one unpaid, one spam, one renewal request (not a visitor's)
    const paid1 = await planRequest("Ravi", new Date("2026-05-02T06:00:00Z"), {
      payment: { status: "paid", utr: "123456789012", receiptNumber: "2026-27/0001" },
    });
    const paid2 = await planRequest("Meera", new Date("2027-03-20T06:00:00Z"), {
      payment: { status: "paid", utr: "210987654321", receiptNumber: "2026-27/0002" },
    });
    await planRequest("Unpaid", new Date("2026-05-10T06:00:00Z"));
    await planRequest("Spam", new Date("2026-05-11T06:00:00Z"), { status: "spam" });
    await planRequest("Renewal", new Date("2026-05-12T06:00:00Z"), {
      renewalOf: new Types.ObjectId(),
    });
    // a request of the year before
    await planRequest("Old", new Date("2026-03-31T18:29:00Z"));
    await receipt(1, paid1._id, new Date("2026-05-03T06:00:00Z"));
    // 31 March 23:59 IST: the last minute of 2026-27, in March
    await receipt(2, paid2._id, new Date("2027-03-31T18:29:00Z"), 7999);
    // 1 April 00:01 IST: the first of 2027-28
    await receipt(101, new Types.ObjectId(), new Date("2027-03-31T18:31:00Z"), 4999);

    await appointment("2026-04-01", "completed");
    await appointment("2026-04-15", "no-show");
    await appointment("2027-03-31", "cancelled");
    await appointment("2027-04-01", "completed"); // next year
    await appointment("2026-06-01", "booked"); // no outcome yet

    const today = istDate(new Date());
    const clientId = new Types.ObjectId();
    const programme = (startDate: string, endDate: string, periodStarts: string[]) =>
      insertRecord("programmes", {
        clientId,
        plan: "Basic Plan",
        duration: "1 Month",
        startDate,
        endDate,
        followUpsIncluded: 2,
        periods: periodStarts.map((start) => ({
          startDate: start,
          endDate,
          followUps: 1,
        })) as never,
      });
    await programme(addDays(today, -10), addDays(today, 3), [addDays(today, -10)]); // due
    await programme(addDays(today, -10), addDays(today, 30), [addDays(today, -10)]); // not yet
    await programme("2026-04-01", "2026-08-31", ["2026-04-01", "2026-06-01", "2026-08-01"]);

    const answer = await report("?fy=2026-27", token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const body = await answer.json();
    expect(Object.keys(body).sort()).toEqual([
      "appointments",
      "conversion",
      "programmes",
      "receipts",
    ]);
    expect(body.receipts).toMatchObject({ total: 10998, count: 2 });
    expect(body.receipts.byMonth).toHaveLength(12);
    expect(body.receipts.byMonth[1]).toEqual({ month: "2026-05", total: 2999, count: 1 });
    expect(body.receipts.byMonth[11]).toEqual({ month: "2027-03", total: 7999, count: 1 });
    expect(body.conversion).toMatchObject({ requests: 3, paid: 2, rate: 0.667 });
    expect(body.appointments).toMatchObject({ completed: 1, noShow: 1, cancelled: 1 });
    expect(body.appointments.byMonth[0]).toEqual({
      month: "2026-04",
      completed: 1,
      noShow: 1,
      cancelled: 0,
    });
    expect(body.programmes.active).toBe(2);
    expect(body.programmes.renewalsDue).toBe(1);
    expect(body.programmes.renewed).toBe(2);

    const next = await (await report("?fy=2027-28", token)).json();
    expect(next.receipts).toMatchObject({ total: 4999, count: 1 });
    expect(next.receipts.byMonth[0]).toEqual({ month: "2027-04", total: 4999, count: 1 });
    expect(next.appointments.completed).toBe(1);
    expect(next.conversion).toEqual(expect.objectContaining({ requests: 0, paid: 0, rate: null }));
  });

  it("answers the current year without fy", async () => {
    const token = await adminToken();
    await receipt(1, new Types.ObjectId(), new Date("2026-11-20T06:00:00Z"));
    const body = await (await report("", token)).json();
    const current = await (await report(`?fy=${currentFy()}`, token)).json();
    expect(body).toEqual(current);
  });
});

/** The financial year of now, as the route computes it, spelled out here by hand. */
function currentFy() {
  const ist = new Date(Date.now() + 330 * 60_000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

describe("GET /api/admin/reports/receipts", () => {
  it("downloads the year's receipts for the accountant: IST dates, rupees, client and UTR", async () => {
    const token = await adminToken();
    const ravi = await planRequest("Ravi, Kumar", new Date("2026-05-02T06:00:00Z"), {
      payment: { status: "paid", utr: "123456789012", receiptNumber: "2026-27/0001" },
    });
    const noUtr = await planRequest("Meera", new Date("2027-03-20T06:00:00Z"), {
      payment: { status: "paid", receiptNumber: "2026-27/0003" },
    });
    await receipt(1, ravi._id, new Date("2026-05-02T20:00:00Z")); // 3 May 01:30 IST
    await receipt(2, new Types.ObjectId(), new Date("2026-06-01T06:00:00Z"), 7999); // erased
    await receipt(3, noUtr._id, new Date("2027-03-31T18:29:00Z"), 4999); // 31 March 23:59 IST
    await receipt(101, new Types.ObjectId(), new Date("2027-03-31T18:31:00Z")); // next year

    const answer = await csv("?fy=2026-27", token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="receipts-2026-27-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(parseCsv(await answer.text())).toEqual([
      ["Date (IST)", "Receipt number", "Client", "For", "Amount (INR)", "UTR"],
      ["03/05/2026", "2026-27/0001", "Ravi, Kumar", "Basic Plan", "2999.00", "123456789012"],
      ["01/06/2026", "2026-27/0002", "(erased)", "Basic Plan", "7999.00", "(erased)"],
      ["31/03/2027", "2026-27/0003", "Meera", "Basic Plan", "4999.00", ""],
    ]);

    const next = parseCsv(await (await csv("?fy=2027-28", token)).text());
    expect(next.slice(1)).toEqual([
      ["01/04/2027", "2027-28/0001", "(erased)", "Basic Plan", "2999.00", "(erased)"],
    ]);
  });
});
