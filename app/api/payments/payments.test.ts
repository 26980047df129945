import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.UPI_VPA = "poshan.clinic@okaxis";
  process.env.UPI_PAYEE_NAME = "Poshan Diet Clinic & Co";
});

import { serverEnv } from "@/lib/server/env";
import { financialYearOf } from "@/lib/payments/financial-year";
import { signPaymentReference } from "@/lib/payments/payment-reference";
import { site } from "@/lib/site";
import { adminToken, getRequest, jsonRequest, validPlan } from "@/test/api";
import { clearRecords, findRecord, findRecords } from "@/test/records";
import { PATCH } from "../admin/submissions/[kind]/[id]/route";
import { GET as listPlans, POST as requestPlan } from "../plans/route";
import { GET as qr } from "./[reference]/qr/route";
import { POST as sendUtr } from "./[reference]/utr/route";

const ref = (reference: string) => ({ params: Promise.resolve({ reference }) });
const utrCall = (signed: string, body: unknown) =>
  sendUtr(jsonRequest(`/api/payments/${signed}/utr`, body), ref(signed));
const markPayment = (id: string, body: unknown, token: string) =>
  PATCH(jsonRequest(`/api/admin/submissions/plans/${id}`, body, { method: "PATCH", token }), {
    params: Promise.resolve({ kind: "plans", id }),
  });

async function requested() {
  const response = await requestPlan(jsonRequest("/api/plans", validPlan()), undefined);
  expect(response.status).toBe(201);
  const body = await response.json();
  const signed = body.payment.pageUrl.split("/pay?ref=")[1] as string;
  return { id: body.data._id as string, payment: body.payment, signed };
}

beforeEach(() => clearRecords("plans", "outbox", "receipts"));

describe("POST /api/plans with UPI configured", () => {
  it("answers the payment step: catalogue amount, UPI link, signed page and QR", async () => {
    const response = await requestPlan(
      jsonRequest("/api/plans", { ...validPlan(), price: 1 }),
      undefined,
    );
    const body = await response.json();
    const price = site.prices["Premium Plan"];
    expect(body).toMatchObject({ success: true, data: { price } });
    expect(body.data).not.toHaveProperty("payment");
    const { reference, amount, upiUrl, pageUrl, qrUrl } = body.payment;
    expect(reference).toMatch(/^[2-9A-HJKMNP-TV-Z]{8}$/);
    expect(amount).toBe(price);
    expect(upiUrl).toBe(
      `upi://pay?pa=poshan.clinic@okaxis&pn=Poshan%20Diet%20Clinic%20%26%20Co&am=${price}.00&cu=INR&tr=${reference}&tn=Premium%20Plan%2C%202%20Months`,
    );
    expect(pageUrl).toBe(
      `${site.url}/pay?ref=${signPaymentReference(reference, serverEnv.jwtSecret)}`,
    );
    expect(qrUrl).toBe(`/api/payments/${pageUrl.split("/pay?ref=")[1]}/qr`);

    const stored = await findRecord("plans", { _id: body.data._id });
    expect(stored?.payment).toMatchObject({ status: "unpaid", reference });
    const ack = await findRecord("outbox", { kind: "acknowledgement" });
    expect(ack?.text).toContain(`₹5,499 by UPI`);
    expect(ack?.text).toContain(pageUrl);
  });

  it("gives every request its own reference", async () => {
    const references = new Set<string>();
    for (let i = 0; i < 5; i++) references.add((await requested()).payment.reference);
    expect(references.size).toBe(5);
  });
});

describe("GET /api/payments/{reference}/qr", () => {
  it("draws the UPI link as an SVG QR code, and 404s a forged or bare reference", async () => {
    const { payment, signed } = await requested();
    const response = await qr(getRequest(`/api/payments/${signed}/qr`), ref(signed));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(await response.text()).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    for (const bad of [payment.reference, `${payment.reference}-AAAAAAAAAAAAAAAA`]) {
      expect((await qr(getRequest(`/api/payments/${bad}/qr`), ref(bad))).status).toBe(404);
    }
  });
});

describe("POST /api/payments/{reference}/utr", () => {
  it("stores a 12-digit UTR, marks the request 'UTR sent' and unread, and tells the owner", async () => {
    const { id, signed, payment } = await requested();
    const response = await utrCall(signed, { utr: "4123 5678 9012" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      payment: { status: "utr-sent", utr: "412356789012", utrs: ["412356789012"] },
    });
    const stored = await findRecord("plans", { _id: id });
    expect(stored?.payment).toMatchObject({ status: "utr-sent", utr: "412356789012" });
    expect(stored?.unread).toBe(true);
    const notice = await findRecord("outbox", { kind: "owner-payment" });
    expect(notice?.subject).toBe("UPI payment sent: Premium Plan from Ravi Kumar");
    expect(notice?.text).toContain("UTR: 412356789012");
    expect(notice?.text).toContain(`Payment reference: ${payment.reference}`);
    expect(notice?.text).toContain(`/admin-plan/${id}`);
    // the owner's Reply answers the client
    expect(notice?.replyTo).toBe(validPlan().email);
  });

  it.each([["12345"], ["1234567890123"], ["12345678901a"], [""], [123456789012]])(
    "answers 400 with a field message for %j",
    async (utr) => {
      const { signed } = await requested();
      const response = await utrCall(signed, { utr });
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields.utr).toEqual([
        "Enter the 12-digit UPI transaction reference (UTR), digits only",
      ]);
    },
  );

  it("answers 404 for a bad signature, a bare reference and an unknown one", async () => {
    const { payment, signed } = await requested();
    const unknown = signPaymentReference("ZZZZZZZZ", serverEnv.jwtSecret);
    const tampered = `${signed.slice(0, -1)}${signed.endsWith("A") ? "B" : "A"}`;
    for (const bad of [tampered, payment.reference, unknown]) {
      const response = await utrCall(bad, { utr: "412356789012" });
      expect(response.status, bad).toBe(404);
    }
  });

  it("keeps the first UTR: the same again changes nothing, another is kept beside it for the owner", async () => {
    const token = await adminToken();
    const { id, signed } = await requested();
    const first = "412356789012";
    expect((await utrCall(signed, { utr: first })).status).toBe(200);
    const sent = await findRecord("plans", { _id: id });
    for (let i = 0; i < 3; i++) {
      const again = await utrCall(signed, { utr: first });
      expect(again.status).toBe(200);
      expect((await again.json()).payment).toEqual({
        status: "utr-sent",
        utr: first,
        utrs: [first],
      });
    }
    expect((await findRecord("plans", { _id: id }))?.revision).toBe(sent?.revision);
    expect(await findRecords("outbox", { kind: "owner-payment" })).toHaveLength(1);

    const corrected = await utrCall(signed, { utr: "412356789013" });
    expect(corrected.status).toBe(200);
    expect((await corrected.json()).payment).toEqual({
      status: "utr-sent",
      utr: "412356789013",
      utrs: [first, "412356789013"],
    });
    const stored = await findRecord("plans", { _id: id });
    expect(stored?.payment).toMatchObject({
      utr: first,
      otherUtrs: [{ utr: "412356789013", at: expect.any(Date) }],
    });
    const notices = await findRecords("outbox", { kind: "owner-payment" });
    expect(notices).toHaveLength(2);
    expect(notices[1]?.subject).toBe("Another UTR: Premium Plan from Ravi Kumar");
    expect(notices[1]?.text).toContain("UTR sent first: 412356789012");
    expect(notices[1]?.text).toContain("Other UTRs: 412356789013");

    // the owner sees both on the request
    const { GET: item } = await import("../admin/submissions/[kind]/[id]/route");
    const shown = await (
      await item(getRequest(`/api/admin/submissions/plans/${id}`, { token }), {
        params: Promise.resolve({ kind: "plans", id }),
      })
    ).json();
    expect(shown.payment).toMatchObject({
      utr: first,
      otherUtrs: [{ utr: "412356789013", at: expect.any(String) }],
    });
    const csv = await (
      await listPlans(getRequest("/api/plans?format=csv", { token }), undefined)
    ).text();
    expect(csv).toContain("UTR sent,412356789012; 412356789013,");
  });

  it("takes three UTRs at most, however many come at once: the owner gets three emails, the rest call us", async () => {
    const { id, signed } = await requested();
    const utrs = Array.from({ length: 20 }, (_, i) => String(412356789000 + i));
    const responses = await Promise.all(utrs.map((utr) => utrCall(signed, { utr })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    const refused = await responses[statuses.indexOf(409)]!.json();
    expect(refused.error.message).toBe(
      `You have sent us three UTRs for this payment. If none of them is right, please call us on ${site.phone}.`,
    );
    expect(await findRecords("outbox", { kind: "owner-payment" })).toHaveLength(3);
    const stored = await findRecord("plans", { _id: id });
    expect(stored?.payment?.otherUtrs).toHaveLength(2);
  });

  it("answers 409 once the owner has marked it paid", async () => {
    const { id, signed } = await requested();
    expect((await markPayment(id, { paymentStatus: "paid" }, await adminToken())).status).toBe(200);
    const response = await utrCall(signed, { utr: "412356789012" });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe("This plan is already paid. Thank you!");
  });
});

describe("the owner marks a plan request paid", () => {
  it("issues the next receipt number and emails the receipt exactly once", async () => {
    const token = await adminToken();
    const { id, signed, payment } = await requested();
    await utrCall(signed, { utr: "412356789012" });

    const paid = await markPayment(id, { paymentStatus: "paid" }, token);
    expect(paid.status).toBe(200);
    const item = await paid.json();
    const fy = financialYearOf(new Date());
    expect(item.payment).toMatchObject({
      status: "paid",
      utr: "412356789012",
      receiptNumber: `${fy}/0001`,
      paidAt: expect.any(String),
    });
    expect(item.history.at(-1)).toMatchObject({ from: "utr-sent", to: "paid", field: "payment" });

    // unpaid and paid again: the same number, no second email
    const unpaid = await (await markPayment(id, { paymentStatus: "unpaid" }, token)).json();
    expect(unpaid.payment.status).toBe("unpaid");
    expect(unpaid.payment).not.toHaveProperty("receiptNumber");
    const again = await (
      await markPayment(id, { paymentStatus: "paid", utr: "999988887777" }, token)
    ).json();
    expect(again.payment).toMatchObject({ receiptNumber: `${fy}/0001`, utr: "999988887777" });

    const receipts = await findRecords("outbox", { kind: "receipt" });
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.to).toBe("ravi@example.com");
    expect(receipts[0]?.subject).toBe(`Payment receipt ${fy}/0001 from ${site.brand}`);
    expect(receipts[0]?.text).toContain("Amount received: ₹5,499 (paid by UPI)");
    expect(receipts[0]?.text).toContain("UTR): 412356789012");
    expect(receipts[0]?.text).toContain(`Payment reference: ${payment.reference}`);
    expect(receipts[0]?.text).not.toContain("Ravi");

    const second = await requested();
    const next = await (await markPayment(second.id, { paymentStatus: "paid" }, token)).json();
    expect(next.payment.receiptNumber).toBe(`${fy}/0002`);
  });

  it("refuses a payment status on other kinds, a bad UTR, and a UTR without 'paid'", async () => {
    const token = await adminToken();
    const { id } = await requested();
    const cases: [unknown, string][] = [
      [{ paymentStatus: "refunded" }, "paymentStatus"],
      [{ paymentStatus: "paid", utr: "12" }, "utr"],
      [{ paymentStatus: "unpaid", utr: "412356789012" }, "utr"],
    ];
    for (const [body, field] of cases) {
      const response = await markPayment(id, body, token);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error.fields[field]).toBeDefined();
    }
    const contact = PATCH(
      jsonRequest(
        `/api/admin/submissions/contacts/${id}`,
        { paymentStatus: "paid" },
        {
          method: "PATCH",
          token,
        },
      ),
      { params: Promise.resolve({ kind: "contacts", id }) },
    );
    expect((await contact).status).toBe(400);
  });

  it("marks a request stored without UPI (no reference) paid too", async () => {
    const token = await adminToken();
    const { id } = await requested();
    await clearRecords("receipts");
    const { updateRecords } = await import("@/test/records");
    await updateRecords("plans", { _id: id }, { $unset: { payment: 1 } });
    const item = await (await markPayment(id, { paymentStatus: "paid" }, token)).json();
    expect(item.payment).toMatchObject({ status: "paid", receiptNumber: expect.any(String) });
    expect(item.payment).not.toHaveProperty("reference");
  });

  it("lists and exports by payment status", async () => {
    const token = await adminToken();
    const [a, b, c] = [await requested(), await requested(), await requested()];
    await utrCall(b.signed, { utr: "412356789012" });
    await markPayment(c.id, { paymentStatus: "paid" }, token);
    const ids = async (payment: string) =>
      (
        (await (
          await listPlans(getRequest(`/api/plans?payment=${payment}`, { token }), undefined)
        ).json()) as { _id: string }[]
      ).map((p) => p._id);
    expect(await ids("unpaid")).toEqual([a.id]);
    expect(await ids("utr-sent")).toEqual([b.id]);
    expect(await ids("paid")).toEqual([c.id]);

    const csv = await (
      await listPlans(getRequest("/api/plans?format=csv&payment=paid", { token }), undefined)
    ).text();
    const [header, row] = csv.trim().split(/\r?\n/);
    expect(header).toContain("Payment,UTR,Receipt number");
    expect(row).toContain(`Paid,,${financialYearOf(new Date())}/0001`);
  });
});
