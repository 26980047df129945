"use client";
import { useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { TextField } from "@/components/ui/field";
import type { PlanPayment } from "@/lib/validation/payment";

const button =
  "rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-60 border border-brand-700";

/**
 * Marks a plan request paid (with the UTR seen in the bank app, prefilled with the client's) or
 * unpaid again. Paid issues the receipt number and emails the receipt, once.
 */
export function PaymentForm({
  id,
  name,
  payment,
}: {
  id: string;
  name: string;
  payment: PlanPayment;
}) {
  const { pending, fields, call } = useApiCall();
  const [utr, setUtr] = useState(payment.utr ?? "");
  const paid = payment.status === "paid";

  async function save(paymentStatus: "paid" | "unpaid") {
    await call(`/api/admin/submissions/plans/${id}`, {
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
        <button
          type="submit"
          disabled={pending}
          className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {paid ? "Save UTR" : "Mark paid"}
        </button>
        {payment.status !== "unpaid" ? (
          <button
            type="button"
            disabled={pending}
            onClick={() => void save("unpaid")}
            className={`${button} bg-white text-brand-800 hover:bg-brand-50`}
          >
            Mark unpaid
          </button>
        ) : null}
      </div>
    </form>
  );
}
