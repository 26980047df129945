"use client";
import { inputClass } from "./field";

type Option = { value: string; label: string };
type AutoSubmitSelectProps = {
  label: string;
  name: string;
  options: readonly Option[];
  value: string | undefined;
};

/** A filter or sort select that applies itself: it submits its (GET) form when changed. */
export function AutoSubmitSelect({ label, name, options, value }: AutoSubmitSelectProps) {
  const id = `list-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className={inputClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
