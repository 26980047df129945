"use client";
import { useState } from "react";
import { calculateBmi, type BmiResult } from "@/lib/clients/bmi";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { BmiResultModal } from "./bmi-result-modal";

const EMPTY = { name: "", weight: "", height: "", gender: "1" };

/** The BMI form; Calculate opens the result modal, Close resets everything (gender back to Male). */
export function BmiCalculator() {
  const [values, setValues] = useState(EMPTY);
  const [result, setResult] = useState<BmiResult | null>(null);
  const set = (key: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(calculateBmi(values.weight, values.height));
  }

  function onClose() {
    setResult(null);
    setValues(EMPTY);
  }

  return (
    <>
      <form
        onSubmit={onSubmit}
        className="grid gap-2 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200"
      >
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={set("name")}
        />
        <TextField
          label="Weight (kg)"
          name="weight"
          inputMode="decimal"
          placeholder="Weight, e.g., 60kg"
          required
          value={values.weight}
          onChange={set("weight")}
        />
        <TextField
          label="Height (cm)"
          name="height"
          inputMode="decimal"
          placeholder="Height, e.g., 160cm"
          required
          value={values.height}
          onChange={set("height")}
        />
        <fieldset className="mb-4">
          <legend className="text-sm font-medium text-slate-800">Gender</legend>
          <div className="mt-2 flex gap-6">
            {[
              ["1", "Male"],
              ["2", "Female"],
            ].map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="gender"
                  value={value}
                  checked={values.gender === value}
                  onChange={set("gender")}
                  className="size-4 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit">Calculate</Button>
      </form>
      {result ? <BmiResultModal name={values.name} result={result} onClose={onClose} /> : null}
    </>
  );
}
