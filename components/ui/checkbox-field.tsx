import { useId } from "react";

/**
 * A checkbox in its label (the whole line takes the click, 44 px high), with an optional hint and
 * an error message in a live region, both read with the checkbox (aria-describedby).
 */
export function CheckboxField({
  label,
  checked,
  onChange,
  disabled,
  hint,
  error,
  invalid = Boolean(error),
  ariaLabel,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: string;
  error?: string;
  /** marks the box invalid when the message is shown elsewhere (its group's) */
  invalid?: boolean;
  /** a longer name for screen readers, starting with the visible label */
  ariaLabel?: string;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error !== undefined ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label className="flex min-h-11 items-center gap-3 text-slate-800">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={described || undefined}
          aria-label={ariaLabel}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 shrink-0 accent-brand-700"
        />
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mb-1 ml-8 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error !== undefined ? (
        <p id={`${id}-error`} aria-live="polite" className="ml-8 min-h-5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
