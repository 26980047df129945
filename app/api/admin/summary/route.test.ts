import { beforeEach, describe, expect, it } from "vitest";
import { adminToken, getRequest } from "@/test/api";
import type { PaymentStatus } from "@/lib/payments/payment-schema";
import { clearRecords, insertRecord } from "@/test/records";
import { GET } from "./route";

beforeEach(() => clearRecords("plans"));

const plan = (name: string, payment: { status: PaymentStatus } & Record<string, unknown>) =>
  insertRecord("plans", {
    name,
    email: "asha@example.com",
    phone: "9810012345",
    plan: "Premium Plan",
    duration: "2 Months",
    price: 4999,
    status: "new",
    payment,
  });

describe("GET /api/admin/summary: payments to check", () => {
  it("lists the requests whose UTR waits for the owner, oldest first", async () => {
    const token = await adminToken();
    const later = await plan("Later", {
      status: "utr-sent",
      utr: "222222222222",
      utrAt: new Date("2026-11-20T10:00:00Z"),
    });
    const first = await plan("First", {
      status: "utr-sent",
      utr: "111111111111",
      utrAt: new Date("2026-11-19T10:00:00Z"),
      otherUtrs: [{ utr: "111111111112", at: new Date("2026-11-19T11:00:00Z") }],
    });
    await plan("Paid", { status: "paid", utr: "333333333333" });
    await plan("Unpaid", { status: "unpaid" });

    const body = await (await GET(getRequest("/api/admin/summary", { token }), undefined)).json();
    expect(body.paymentsToCheck).toEqual([
      {
        _id: String(first._id),
        kind: "plans",
        name: "First",
        what: "Premium Plan, 2 Months",
        amount: 4999,
        utrs: ["111111111111", "111111111112"],
        utrAt: "2026-11-19T10:00:00.000Z",
      },
      expect.objectContaining({ _id: String(later._id), name: "Later", utrs: ["222222222222"] }),
    ]);
  });
});
