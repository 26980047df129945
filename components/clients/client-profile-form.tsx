"use client";
import { useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

/**
 * The owner's edits of a client's profile: the name (kept from then on, whatever later
 * submissions say) and the weight she aims for with them, drawn as the chart's goal line.
 */
export function ClientProfileForm({
  clientId,
  name,
  goalKg,
}: {
  clientId: string;
  name: string;
  goalKg?: number;
}) {
  const [values, setValues] = useState({
    name,
    goalKg: goalKg === undefined ? "" : String(goalKg),
  });
  const { pending, fields, call } = useApiCall();
  const bind = (key: keyof typeof values) => ({
    name: key,
    value: values[key],
    disabled: pending,
    error: fields[key]?.[0],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [key]: event.target.value })),
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await call(`/api/admin/clients/${clientId}`, {
      method: "PATCH",
      body: values,
      success: "Profile saved",
      failure: (f) => `Error saving the profile: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Edit the profile"
      noValidate
      className="flex flex-wrap items-start gap-x-3"
    >
      <TextField
        label="Name"
        maxLength={100}
        required
        {...bind("name")}
        wrapperClassName="min-w-56 flex-1"
      />
      <TextField
        label="Goal weight (kg)"
        type="number"
        inputMode="decimal"
        step="any"
        {...bind("goalKg")}
        wrapperClassName="w-40"
      />
      <Button type="submit" pending={pending} className="mt-6">
        Save profile
      </Button>
    </form>
  );
}
