import { useId } from "react";

/** the id, error link and styling a control inside a Field needs */
type ControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby": string;
  className: string;
};

const controlClass =
  "mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-600 read-only:bg-slate-100 disabled:bg-slate-100 aria-invalid:border-red-700";

/** One message, or the API's list of messages for the field. */
type Errors = string | readonly string[] | undefined;

/**
 * A label, a control and the control's error message in a live region that the control
 * points at through aria-describedby, so the message is announced and read with the field.
 */
function Field({
  label,
  error,
  className = "",
  children,
}: {
  label: string;
  error: Errors;
  className?: string;
  children: (control: ControlProps) => React.ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const message = typeof error === "string" ? error : error?.join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": message ? true : undefined,
        "aria-describedby": errorId,
        className: controlClass,
      })}
      <p id={errorId} aria-live="polite" className="mt-1 min-h-5 text-sm text-red-700">
        {message}
      </p>
    </div>
  );
}

type Common = { label: string; error?: Errors; wrapperClassName?: string };

export function TextField({
  label,
  error,
  wrapperClassName,
  ...input
}: Common & React.ComponentProps<"input">) {
  return (
    <Field label={label} error={error} className={wrapperClassName}>
      {(control) => <input {...input} {...control} />}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  wrapperClassName,
  ...textarea
}: Common & React.ComponentProps<"textarea">) {
  return (
    <Field label={label} error={error} className={wrapperClassName}>
      {(control) => <textarea rows={4} {...textarea} {...control} />}
    </Field>
  );
}

export function SelectField({
  label,
  error,
  wrapperClassName,
  ...select
}: Common & React.ComponentProps<"select">) {
  return (
    <Field label={label} error={error} className={wrapperClassName}>
      {(control) => <select {...select} {...control} />}
    </Field>
  );
}
