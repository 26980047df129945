"use client";
import { useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { preload, validate } from "@/components/forms/validate";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

const loadSchema = () => import("@/lib/validation/payment").then((m) => m.utrSubmissionSchema);

/** After paying: the 12-digit UPI transaction reference (UTR), sent so the owner can match it. */
export function UtrForm({ signedReference, sent }: { signedReference: string; sent?: string }) {
  const [utr, setUtr] = useState("");
  const [received, setReceived] = useState(sent);
  const { pending, fields, setFields, call } = useApiCall();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = await validate(loadSchema, { utr });
    setFields(invalid ?? {});
    if (invalid) return;
    const result = await call<{ payment: { utr: string } }>(
      `/api/payments/${signedReference}/utr`,
      {
        body: { utr },
        success: "Thank you! We received your UTR.",
        failure: (f) => f.message ?? "Could not send the UTR. Please try again.",
      },
    );
    if (!result.ok) return;
    setReceived(result.body.payment.utr);
    setUtr("");
  }

  return (
    <div className="space-y-3">
      <div role="status">
        {received ? (
          <p className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-slate-800">
            We received your UTR <strong>{received}</strong>. We will check it and email your
            receipt.
          </p>
        ) : null}
      </div>
      <form onSubmit={onSubmit} onFocus={preload(loadSchema)} noValidate className="grid gap-1">
        <TextField
          label={received ? "Send a corrected UTR" : "UPI transaction reference (UTR)"}
          name="utr"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          placeholder="12 digits, e.g. 412356789012"
          value={utr}
          onChange={(event) => setUtr(event.target.value)}
          error={fields.utr}
        />
        <p className="-mt-1 mb-2 text-sm text-slate-700">
          Your UPI app shows it after the payment, as UTR, UPI Ref No. or Transaction ID.
        </p>
        <div>
          <Button type="submit" pending={pending} disabled={pending}>
            Send UTR
          </Button>
        </div>
      </form>
    </div>
  );
}
