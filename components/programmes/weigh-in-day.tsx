"use client";
import { useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { SelectField } from "@/components/ui/field";

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The weekday her phone reminds her to weigh in, while the programme runs; saved on change. */
export function WeighInDay({
  clientId,
  programmeId,
  day,
}: {
  clientId: string;
  programmeId: string;
  day?: number;
}) {
  const [value, setValue] = useState(day === undefined ? "" : String(day));
  const { pending, fields, call } = useApiCall();

  async function change(event: React.ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    setValue(next);
    await call(`/api/admin/clients/${clientId}/programmes/${programmeId}`, {
      method: "PATCH",
      body: { weighInDay: next },
      success: next ? `Weigh-in reminder on ${DAYS[Number(next)]}s` : "No weigh-in reminder",
      failure: (f) => f.message ?? "Could not save the weigh-in day",
    });
  }

  return (
    <SelectField
      label="Weigh-in reminder (on her phone)"
      value={value}
      disabled={pending}
      error={fields.weighInDay?.[0]}
      onChange={change}
      wrapperClassName="mt-3 max-w-xs"
    >
      <option value="">None</option>
      {DAYS.map((name, index) => (
        <option key={name} value={index}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}
