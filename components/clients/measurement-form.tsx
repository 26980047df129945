"use client";
import { useId, useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { preload, validate } from "@/components/forms/validate";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";

const loadSchema = () =>
  import("@/lib/clients/measurement-schema").then((m) => m.measurementSchema);

/** YYYY-MM-DD in India, where the owner takes the measurements. */
const todayInIndia = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

const EMPTY = { weightKg: "", waistCm: "", hipCm: "", bodyFatPct: "", bp: "", note: "" };
type Values = typeof EMPTY & { date: string };
type Key = keyof Values;

/** Records a measurement taken at a visit; the chart and the table above show it once saved. */
export function MeasurementForm({ clientId }: { clientId: string }) {
  const headingId = useId();
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, date: todayInIndia() }));
  const { pending, fields: errors, setFields: setErrors, call } = useApiCall();
  const bind = (key: Key) => ({
    name: key,
    value: values[key],
    disabled: pending,
    error: errors[key]?.[0],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((v) => ({ ...v, [key]: event.target.value })),
  });
  const decimal = { type: "number", inputMode: "decimal", step: "any" } as const;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = await validate(loadSchema, values);
    setErrors(invalid ?? {});
    if (invalid) return;
    const result = await call(`/api/admin/clients/${clientId}/measurements`, {
      body: values,
      success: "Measurement saved",
      failure: (f) => `Error saving the measurement: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
    if (result.ok) setValues((v) => ({ ...EMPTY, date: v.date }));
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={preload(loadSchema)}
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h4 id={headingId} className="mb-3 font-semibold text-slate-900">
        New measurement
      </h4>
      <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-6">
        <TextField
          label="Date"
          type="date"
          required
          max={todayInIndia()}
          wrapperClassName="col-span-2 sm:col-span-1"
          {...bind("date")}
        />
        <TextField label="Weight (kg)" required {...decimal} {...bind("weightKg")} />
        <TextField label="Waist (cm)" {...decimal} {...bind("waistCm")} />
        <TextField label="Hip (cm)" {...decimal} {...bind("hipCm")} />
        <TextField label="Body fat (%)" {...decimal} {...bind("bodyFatPct")} />
        <TextField label="Blood pressure" placeholder="120/80" {...bind("bp")} />
        <TextAreaField
          label="Note"
          rows={2}
          maxLength={1000}
          wrapperClassName="col-span-full"
          {...bind("note")}
        />
      </div>
      <Button type="submit" pending={pending}>
        {pending ? "Saving…" : "Add measurement"}
      </Button>
    </form>
  );
}
