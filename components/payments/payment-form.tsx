"use client";
import { useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { PayableKind, PlanPayment } from "@/lib/payments/payment-schema";

/**
 * Marks a plan request or a consultation paid (with the UTR seen in the bank app, prefilled with
 * the client's) or unpaid again. Paid issues the receipt number and emails the receipt, once.
 */
export function PaymentForm({
  kind = "plans",
  id,
  name,
  payment,
}: {
  kind?: PayableKind;
  id: string;
  name: string;
  payment: PlanPayment;
}) {
  const { pending, fields, call } = useApiCall();
  const [utr, setUtr] = useState(payment.utr ?? "");
  const paid = payment.status === "paid";

  async function save(paymentStatus: "paid" | "unpaid") {
    await call(`/api/admin/submissions/${kind}/${id}`, {
      method: "PATCH",
      body: { paymentStatus, ...(paymentStatus === "paid" && utr.trim() ? { utr } : {}) },
      success: paymentStatus === "paid" ? `${name}: paid, receipt sent` : `${name}: unpaid`,
      failure: (f) => `Error updating payment: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save("paid");
      }}
      className="space-y-2"
    >
      <TextField
        label="UTR (optional)"
        name="utr"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        value={utr}
        onChange={(event) => setUtr(event.target.value)}
        error={fields.utr ?? fields.paymentStatus}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={pending}>
          {paid ? "Save UTR" : "Mark paid"}
        </Button>
        {payment.status !== "unpaid" ? (
          <Button variant="secondary" disabled={pending} onClick={() => void save("unpaid")}>
            Mark unpaid
          </Button>
        ) : null}
      </div>
    </form>
  );
}
