"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { OFFER_TYPES } from "@/lib/validation/special-offer";
import { fieldErrorsOf, readJson, type FieldErrors } from "./api-response";
import { Field, inputClass } from "./field";
import { OFFER_TYPE_LABELS } from "./offer-types";
import { SubmitButton } from "./submit-button";

/** POST /api/special-offers; on success the form resets and the list (server-rendered) reloads. */
export function OfferForm() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState("");
  const [fields, setFields] = useState<FieldErrors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setPending(true);
    setError("");
    setFields({});
    try {
      const response = await fetch("/api/special-offers", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ type: data.get("type"), text: data.get("text") }),
      });
      if (response.ok) {
        toast.success("Offer added successfully");
        form.reset();
        router.refresh();
      } else {
        setFields(fieldErrorsOf(await readJson(response)));
        fail();
      }
    } catch {
      fail();
    }
    setPending(false);
  }

  function fail() {
    setError("Error adding offer");
    toast.error("Error adding offer");
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="offer-type" className="font-medium text-slate-800">
          Type
        </label>
        <select
          id="offer-type"
          name="type"
          required
          defaultValue=""
          aria-describedby="offer-type-error"
          className={inputClass}
        >
          <option value="" disabled>
            Select Type
          </option>
          {OFFER_TYPES.map((type) => (
            <option key={type} value={type}>
              {OFFER_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        <p id="offer-type-error" aria-live="polite" className="text-sm text-red-700">
          {fields.type?.join(" ")}
        </p>
      </div>
      <Field
        label="Text"
        name="text"
        id="offer-text"
        required
        maxLength={300}
        errors={fields.text}
      />
      <p role="alert" className="min-h-6 font-medium text-red-700">
        {error}
      </p>
      <SubmitButton pending={pending}>Add Special Offer</SubmitButton>
    </form>
  );
}
