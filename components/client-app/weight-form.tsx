"use client";
import { useId, useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { preload, validate } from "@/components/forms/validate";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

const loadSchema = () =>
  import("@/lib/client-app/my-app-schema").then((m) => m.myMeasurementSchema);

const todayInIndia = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

const EMPTY = { weightKg: "", waistCm: "", hipCm: "" };
type Values = typeof EMPTY & { date: string };
type Key = keyof Values;

/** She logs her weight (and, with the progress tools, her waist and hip); the chart above redraws. */
export function WeightForm({ measures }: { measures: boolean }) {
  const headingId = useId();
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, date: todayInIndia() }));
  const { pending, fields: errors, setFields: setErrors, call } = useApiCall();
  const bind = (key: Key) => ({
    name: key,
    value: values[key],
    disabled: pending,
    error: errors[key]?.[0],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [key]: event.target.value })),
  });
  const decimal = { type: "number", inputMode: "decimal", step: "any" } as const;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = await validate(loadSchema, values);
    setErrors(invalid ?? {});
    if (invalid) return;
    const result = await call("/api/my/measurements", {
      body: values,
      success: "Saved",
      failure: (f) => `Could not save: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
    if (result.ok) setValues((v) => ({ ...EMPTY, date: v.date }));
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={preload(loadSchema)}
      aria-labelledby={headingId}
      className="rounded-lg bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        Log my weight
      </h2>
      <div className="grid grid-cols-2 gap-x-4">
        <TextField label="Date" type="date" required max={todayInIndia()} {...bind("date")} />
        <TextField label="Weight (kg)" required {...decimal} {...bind("weightKg")} />
        {measures ? (
          <>
            <TextField label="Waist (cm)" {...decimal} {...bind("waistCm")} />
            <TextField label="Hip (cm)" {...decimal} {...bind("hipCm")} />
          </>
        ) : null}
      </div>
      <Button type="submit" pending={pending} className="w-full">
        Save
      </Button>
    </form>
  );
}
