"use client";
import { SelectField } from "@/components/ui/field";

type Option = { value: string; label: string };
type AutoSubmitSelectProps = {
  label: string;
  name: string;
  options: readonly Option[];
  value: string | undefined;
};

/** A filter or sort select that applies itself: it submits its (GET) form when changed. */
export function AutoSubmitSelect({ label, name, options, value }: AutoSubmitSelectProps) {
  return (
    <SelectField
      label={label}
      name={name}
      defaultValue={value ?? ""}
      onChange={(event) => event.currentTarget.form?.requestSubmit()}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
