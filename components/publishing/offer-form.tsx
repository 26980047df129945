"use client";
import { useState, type FormEvent } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { OFFER_TYPE_LABELS } from "./offer-types";

/** POST /api/special-offers; on success the form resets and the list (server-rendered) reloads. */
export function OfferForm() {
  const { pending, fields, call } = useApiCall();
  const [error, setError] = useState("");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setError("");
    const result = await call("/api/special-offers", {
      body: { type: data.get("type"), text: data.get("text") },
      success: "Offer added successfully",
      failure: "Error adding offer",
      refresh: true,
    });
    if (result.ok) form.reset();
    else setError("Error adding offer");
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-1">
      <SelectField label="Type" name="type" required defaultValue="" error={fields.type}>
        <option value="" disabled>
          Select Type
        </option>
        {/* Not OFFER_TYPES: its module brings zod, whose start-up probe of `Function` this
        page's CSP reports as a violation. The labels have a key for every type. */}
        {Object.entries(OFFER_TYPE_LABELS).map(([type, label]) => (
          <option key={type} value={type}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField label="Text" name="text" required maxLength={300} error={fields.text} />
      <p role="alert" className="min-h-6 font-medium text-red-700">
        {error}
      </p>
      <Button type="submit" pending={pending} className="self-start">
        Add Special Offer
      </Button>
    </form>
  );
}
