import type { ComponentProps } from "react";

type FieldProps = ComponentProps<"input"> & {
  label: string;
  name: string;
  errors?: string[] | undefined;
};

export const inputClass =
  "w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 disabled:bg-slate-100";

/** A labelled input whose errors are announced and tied to it with aria-describedby. */
export function Field({ label, name, errors, id = name, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={inputClass}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errorId}
        {...input}
      />
      <p id={errorId} aria-live="polite" className="text-sm text-red-700">
        {errors?.join(" ")}
      </p>
    </div>
  );
}
