import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.UPI_VPA = "poshan.clinic@okaxis";
});

import { serverEnv } from "@/lib/server/env";
import { paymentForPage } from "@/lib/payments/data/payments";
import { whenText } from "@/lib/mail/mail-texts";
import { financialYearOf } from "@/lib/payments/financial-year";
import { signPaymentReference } from "@/lib/payments/payment-reference";
import { site } from "@/lib/site";
import { adminToken, getRequest, jsonRequest, validPlan } from "@/test/api";
import { bookableWeekday } from "@/test/dates";
import { clearRecords, findRecord, findRecords } from "@/test/records";
import { POST as createType } from "../admin/appointment-types/route";
import { GET as receiptsCsv } from "../admin/reports/receipts/route";
import { PATCH } from "../admin/submissions/[kind]/[id]/route";
import { GET as summary } from "../admin/summary/route";
import { GET as qr } from "../payments/[reference]/qr/route";
import { POST as sendUtr } from "../payments/[reference]/utr/route";
import { POST as requestPlan } from "../plans/route";
import { POST as book } from "./route";

/**
 * A consultation paid ahead (issue 32): a type with a price and `prepay` answers the booking with
 * the UPI step, and the plan flow's pay page, UTR, 'Mark paid' and receipt serve it too.
 */

let token: string;
const date = bookableWeekday(1);
const when = whenText({ date, time: "10:00" });

const booking = (n: number, patch: Record<string, unknown> = {}) =>
  book(
    jsonRequest("/api/appointments", {
      name: `Client ${n}`,
      email: `client${n}@example.com`,
      phone: "98765 43210",
      disease: "Thyroid",
      date,
      time: `${String(9 + n).padStart(2, "0")}:00`,
      ...patch,
    }),
    undefined,
  );

async function bookPaid(n = 1) {
  const response = await booking(n, { type: "paid-consultation", mode: "video" });
  expect(response.status).toBe(201);
  const body = await response.json();
  const signed = (body.payment?.pageUrl ?? "").split("/pay?ref=")[1] as string;
  return { id: body.data._id as string, body, signed };
}

const utrCall = (signed: string, utr: string) =>
  sendUtr(jsonRequest(`/api/payments/${signed}/utr`, { utr }), {
    params: Promise.resolve({ reference: signed }),
  });
const mark = (kind: "appointments" | "plans", id: string, body: unknown) =>
  PATCH(jsonRequest(`/api/admin/submissions/${kind}/${id}`, body, { method: "PATCH", token }), {
    params: Promise.resolve({ kind, id }),
  });

beforeAll(async () => {
  token = await adminToken();
  await clearRecords("appointmentTypes");
  for (const type of [
    { name: "Paid consultation", price: 800, prepay: true },
    { name: "Priced consultation", price: 600, prepay: false },
  ]) {
    const created = await createType(
      jsonRequest(
        "/api/admin/appointment-types",
        { ...type, durationMinutes: 30, modes: ["video", "clinic"] },
        { token },
      ),
      undefined,
    );
    expect(created.status).toBe(201);
  }
});
beforeEach(() => clearRecords("appointments", "plans", "outbox", "receipts"));

describe("booking a consultation paid ahead", () => {
  it("answers the UPI step, stores the payment and links the pay page in the confirmation", async () => {
    const { id, body, signed } = await bookPaid();
    expect(body.data).toMatchObject({ typeName: "Paid consultation", price: 800 });
    expect(body.data).not.toHaveProperty("payment");
    const { reference, amount, upiUrl, pageUrl, qrUrl } = body.payment;
    expect(reference).toMatch(/^[2-9A-HJKMNP-TV-Z]{8}$/);
    expect(amount).toBe(800);
    expect(upiUrl).toContain(`&am=800.00&cu=INR&tr=${reference}&tn=Paid%20consultation%2C%20`);
    expect(pageUrl).toBe(
      `${site.url}/pay?ref=${signPaymentReference(reference, serverEnv.jwtSecret)}`,
    );
    expect(qrUrl).toBe(`/api/payments/${signed}/qr`);
    const stored = await findRecord("appointments", { _id: id });
    expect(stored?.payment).toMatchObject({ status: "unpaid", reference });

    const confirmation = await findRecord("outbox", { kind: "confirmation" });
    expect(confirmation?.text).toContain(`You can pay ₹800 by UPI`);
    expect(confirmation?.text).toContain(pageUrl);
    for (const words of ["Client 1", "Thyroid", "98765"]) {
      expect(confirmation?.text).not.toContain(words);
    }
    const owner = await findRecord("outbox", { kind: "owner" });
    expect(owner?.text).toContain(`Payment reference: ${reference}`);
  });

  it("gives no payment to a type without prepay, priced or not", async () => {
    for (const [n, type] of [
      [1, "first-consultation"],
      [2, "priced-consultation"],
    ] as const) {
      const response = await booking(n, { type, mode: "video" });
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(Object.keys(body).sort()).toEqual(["data", "success"]);
      const stored = await findRecord("appointments", { _id: body.data._id });
      expect(stored?.payment ?? undefined).toBeUndefined();
    }
    const mails = await findRecords("outbox", { kind: "confirmation" });
    expect(mails.map((m) => m.text).join("\n")).not.toMatch(/by UPI|\/pay\?ref=/);
  });
});

describe("the pay page and the UTR of a consultation", () => {
  it("names the consultation and its amount, takes the UTR and lists it for the owner", async () => {
    const { id, body, signed } = await bookPaid();
    expect(await paymentForPage(signed)).toMatchObject({
      kind: "appointments",
      what: `Paid consultation on ${when}`,
      amount: 800,
      status: "unpaid",
      step: { reference: body.payment.reference, upiUrl: body.payment.upiUrl },
    });
    const code = await qr(getRequest(`/api/payments/${signed}/qr`), {
      params: Promise.resolve({ reference: signed }),
    });
    expect(code.status).toBe(200);

    const sent = await utrCall(signed, "4123 5678 9012");
    expect(sent.status).toBe(200);
    expect((await sent.json()).payment).toEqual({
      status: "utr-sent",
      utr: "412356789012",
      utrs: ["412356789012"],
    });
    const stored = await findRecord("appointments", { _id: id });
    expect(stored).toMatchObject({ unread: true, payment: { status: "utr-sent" } });
    const notice = await findRecord("outbox", { kind: "owner-payment" });
    expect(notice?.subject).toBe("UPI payment sent: Paid consultation from Client 1");
    expect(notice?.text).toContain(`Consultation: Paid consultation on ${when}`);
    expect(notice?.text).toContain(`/admin-appointments/${id}`);
    expect(await paymentForPage(signed)).toMatchObject({
      status: "utr-sent",
      utrs: ["412356789012"],
    });

    const desk = await (
      await summary(getRequest("/api/admin/summary", { token }), undefined)
    ).json();
    expect(desk.paymentsToCheck).toEqual([
      {
        _id: id,
        kind: "appointments",
        name: "Client 1",
        what: `Paid consultation on ${when}`,
        amount: 800,
        utrs: ["412356789012"],
        utrAt: expect.any(String),
      },
    ]);
    const upcoming = [...desk.today, ...desk.upcoming].find((a: { _id: string }) => a._id === id);
    expect(upcoming.payment).toMatchObject({ status: "utr-sent", utr: "412356789012" });
  });
});

describe("the owner marks a consultation paid", () => {
  it("claims the next receipt number, emails the receipt once, and the accounts list it", async () => {
    const { id, signed, body } = await bookPaid();
    await utrCall(signed, "412356789012");
    const fy = financialYearOf(new Date());

    const paid = await mark("appointments", id, { paymentStatus: "paid" });
    expect(paid.status).toBe(200);
    const item = await paid.json();
    expect(item.payment).toMatchObject({ status: "paid", receiptNumber: `${fy}/0001` });
    expect(item.history.at(-1)).toMatchObject({ from: "utr-sent", to: "paid", field: "payment" });
    await mark("appointments", id, { paymentStatus: "unpaid" });
    const again = await (await mark("appointments", id, { paymentStatus: "paid" })).json();
    expect(again.payment.receiptNumber).toBe(`${fy}/0001`);

    const receipts = await findRecords("outbox", { kind: "receipt" });
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.to).toBe("client1@example.com");
    expect(receipts[0]?.text).toContain(`For: Paid consultation, ${when}`);
    expect(receipts[0]?.text).toContain("Amount received: ₹800 (paid by UPI)");
    expect(receipts[0]?.text).toContain(`Payment reference: ${body.payment.reference}`);
    expect(receipts[0]?.text).not.toContain("Client 1");
    const [receipt] = await findRecords("receipts");
    expect(receipt).toMatchObject({ _id: `${fy}/0001`, consultation: "Paid consultation" });
    expect(String(receipt?.appointment)).toBe(id);
    expect(receipt?.planRequest ?? undefined).toBeUndefined();

    const refused = await utrCall(signed, "412356789013");
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      "This consultation is already paid. Thank you!",
    );

    // one numbering for plans and consultations; a second consultation gets its own receipt
    const second = await bookPaid(2);
    const plan = (
      await (await requestPlan(jsonRequest("/api/plans", validPlan()), undefined)).json()
    ).data._id as string;
    expect(
      (await (await mark("plans", plan, { paymentStatus: "paid" })).json()).payment,
    ).toMatchObject({
      receiptNumber: `${fy}/0002`,
    });
    const secondPaid = await (
      await mark("appointments", second.id, { paymentStatus: "paid" })
    ).json();
    expect(secondPaid.payment.receiptNumber).toBe(`${fy}/0003`);

    const csv = await (
      await receiptsCsv(getRequest(`/api/admin/reports/receipts?fy=${fy}`, { token }), undefined)
    ).text();
    expect(csv).toContain(
      `${fy}/0001,Client 1,Consultation: Paid consultation,800.00,412356789012`,
    );
    expect(csv).toContain(`${fy}/0002,Ravi Kumar,Premium Plan,`);
  });

  it("refuses a payment status on an appointment without a price", async () => {
    const response = await booking(1, { type: "first-consultation", mode: "video" });
    const { data } = await response.json();
    const refused = await mark("appointments", data._id, { paymentStatus: "paid" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields.paymentStatus).toEqual([
      "Only plan requests and consultations with a price have a payment",
    ]);
  });
});
