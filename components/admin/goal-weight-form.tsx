"use client";
import { useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

/** The weight the owner aims for with the client: drawn as the chart's goal line. */
export function GoalWeightForm({ clientId, goalKg }: { clientId: string; goalKg?: number }) {
  const [value, setValue] = useState(goalKg === undefined ? "" : String(goalKg));
  const { pending, fields, call } = useApiCall();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await call(`/api/admin/clients/${clientId}`, {
      method: "PATCH",
      body: { goalKg: value },
      success: value ? "Goal weight saved" : "Goal weight cleared",
      failure: (f) => `Error saving the goal weight: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
  }

  return (
    <form onSubmit={onSubmit} aria-label="Goal weight" className="flex flex-wrap items-end gap-3">
      <TextField
        label="Goal weight (kg)"
        name="goalKg"
        type="number"
        inputMode="decimal"
        step="any"
        value={value}
        disabled={pending}
        error={fields.goalKg?.[0]}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" pending={pending} className="mb-6">
        Save goal
      </Button>
    </form>
  );
}
