import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.UPI_VPA = "poshan.clinic@okaxis";
});

import { clearRecords, findRecord, findRecords, insertRecord } from "@/test/records";
import { payableOf } from "./payables";
import { changePayment } from "./payments";
import { issueReceipt } from "./receipts";

const plan = async (name = "Ravi Kumar") =>
  payableOf(
    "plans",
    await insertRecord("plans", {
      name,
      email: "ravi@example.com",
      phone: "9810055555",
      plan: "Basic Plan",
      duration: "1 Month",
      price: 2999,
      payment: { status: "unpaid", reference: `REF${Math.random().toString(36).slice(2, 7)}` },
    }),
  )!;

const LAST_MOMENT_OF_FY = new Date("2027-03-31T18:29:59Z"); // 31 March 2027, 23:59:59 IST
const FIRST_MOMENT_OF_NEXT = new Date("2027-03-31T18:30:00Z"); // 1 April 2027, 00:00 IST

beforeEach(() => clearRecords("plans", "receipts", "outbox"));

describe("issueReceipt", () => {
  it("numbers within the financial year and starts again at 0001 on 1 April (IST)", async () => {
    const numbers = [];
    for (const at of [LAST_MOMENT_OF_FY, LAST_MOMENT_OF_FY, FIRST_MOMENT_OF_NEXT]) {
      numbers.push(await issueReceipt(await plan(), at));
    }
    numbers.push(await issueReceipt(await plan(), new Date("2027-04-02T09:00:00Z")));
    expect(numbers).toEqual(["2026-27/0001", "2026-27/0002", "2027-28/0001", "2027-28/0002"]);
  });

  it("gives a request the number it already has", async () => {
    const doc = await plan();
    const first = await issueReceipt(doc, LAST_MOMENT_OF_FY);
    expect(await issueReceipt(doc, FIRST_MOMENT_OF_NEXT)).toBe(first);
    expect(await findRecords("receipts")).toHaveLength(1);
  });

  it("gives twenty requests marked paid at once twenty different numbers, without gaps", async () => {
    const docs = await Promise.all(Array.from({ length: 20 }, (_, i) => plan(`Client ${i}`)));
    const at = new Date("2026-11-25T06:00:00Z");
    const results = await Promise.all(
      docs.map((doc) => changePayment(doc, { paymentStatus: "paid" }, at)),
    );
    expect(results.every(Boolean)).toBe(true);
    const stored = await findRecords("plans");
    const numbers = stored.map((p) => p.payment?.receiptNumber).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `2026-27/${String(i + 1).padStart(4, "0")}`),
    );
    expect(await findRecords("outbox", { kind: "receipt" })).toHaveLength(20);
  });

  it("gives one request marked paid five times at once one number and one email", async () => {
    const doc = await plan();
    const at = new Date("2026-11-25T06:00:00Z");
    await Promise.all(
      Array.from({ length: 5 }, () => changePayment(doc, { paymentStatus: "paid" }, at)),
    );
    expect(await findRecords("receipts")).toHaveLength(1);
    expect((await findRecord("plans", { _id: doc.id }))?.payment).toMatchObject({
      status: "paid",
      receiptNumber: "2026-27/0001",
    });
    expect(await findRecords("outbox", { kind: "receipt" })).toHaveLength(1);
  });
});
