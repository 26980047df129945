import Link from "next/link";
import { useId, useState } from "react";
import { HindiLine } from "@/components/forms/hindi-line";
import { TextField } from "@/components/ui/field";
import { healthConsentLineHindi, PRIVACY_NOTICE_PATHS } from "@/lib/content/consent-lines-hindi";
import { reportProblem, type ReportRules } from "./intake-request";

/** The parts of the intake form (intake-form.tsx) that are more than one Field. */

export function IntakeGroup({
  legend,
  className = "",
  children,
}: {
  legend: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className={`grid gap-x-4 border-t border-slate-200 pt-4 ${className}`}>
      <legend className="pr-2 text-lg font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A select's options: an empty one first (every choice may stay unanswered), then the labels. */
export function Options({ labels, empty }: { labels: Record<string, string>; empty: string }) {
  return (
    <>
      <option value="">{empty}</option>
      {Object.entries(labels).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}

/** The optional report: a file the browser refuses is dropped at once, with the reason by the field. */
export function ReportField({
  previous,
  rules,
  disabled,
  error,
  onChange,
}: {
  /** the file name of a report sent before */
  previous?: string;
  rules: ReportRules;
  disabled: boolean;
  /** the server's message */
  error?: string;
  onChange: (file: File | null) => void;
}) {
  const [refused, setRefused] = useState<string | null>(null);
  function onFileChange(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen && reportProblem(chosen, rules);
    setRefused(problem || null);
    onChange(problem ? null : chosen);
    if (problem) event.target.value = "";
  }
  return (
    <IntakeGroup legend="A report (optional)">
      {previous ? (
        <p className="mt-1 text-slate-800">You sent {previous} before; a new file replaces it.</p>
      ) : null}
      <TextField
        label={`A PDF or a photo of a recent blood report, up to ${rules.maxBytes / 1024 / 1024} MB`}
        type="file"
        name="report"
        accept=".pdf,image/jpeg,image/png,image/webp"
        disabled={disabled}
        onChange={onFileChange}
        error={refused ?? error}
      />
    </IntakeGroup>
  );
}

const checkboxLabel = "flex min-h-11 items-center gap-3 text-slate-800";
const checkbox = "size-5 shrink-0 accent-brand-700";
const errorText = "mt-1 min-h-5 text-sm text-red-700";

export function ConditionsField({
  options,
  checked,
  onChange,
  disabled,
  error,
}: {
  options: Record<string, string>;
  checked: string[];
  onChange: (checked: string[]) => void;
  disabled: boolean;
  error?: string;
}) {
  const errorId = `${useId()}-conditions-error`;
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...checked, value] : checked.filter((other) => other !== value));
  return (
    <fieldset aria-describedby={errorId} className="mb-1 sm:col-span-2">
      <legend className="text-sm font-medium text-slate-800">
        Health conditions (tick all that apply)
      </legend>
      <div className="mt-1 grid sm:grid-cols-2 sm:gap-x-4">
        {Object.entries(options).map(([value, label]) => (
          <label key={value} className={checkboxLabel}>
            <input
              type="checkbox"
              name="conditions"
              value={value}
              checked={checked.includes(value)}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(value, event.target.checked)}
              className={checkbox}
            />
            {label}
          </label>
        ))}
      </div>
      <p id={errorId} aria-live="polite" className={errorText}>
        {error}
      </p>
    </fieldset>
  );
}

/**
 * The health-data consent: unticked, asked again with every sending, required by the schema. The
 * same line in Hindi follows the English label, linking the Hindi notice.
 */
export function HealthConsentField({
  brand,
  checked,
  onChange,
  disabled,
  error,
}: {
  brand: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
  error?: string;
}) {
  const errorId = `${useId()}-health-consent-error`;
  return (
    <div>
      <label className="flex items-start gap-3 py-2 text-slate-800">
        <input
          type="checkbox"
          name="healthConsent"
          required
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.checked)}
          className={`mt-0.5 ${checkbox}`}
        />
        <span>
          I agree that {brand} uses these answers and any report I attach only to advise me on my
          diet. Only the dietician sees them. They are kept for as long as our{" "}
          <Link
            href="/privacypolicy"
            target="_blank"
            rel="noopener noreferrer"
            aria-label="privacy policy (opens in a new tab)"
            className="font-medium text-brand-800 underline"
          >
            privacy policy
          </Link>{" "}
          says and deleted when I ask.
        </span>
      </label>
      <HindiLine
        line={healthConsentLineHindi(brand)}
        href={PRIVACY_NOTICE_PATHS.hi}
        className="pl-8"
      />
      <p id={errorId} aria-live="polite" className={errorText}>
        {error}
      </p>
    </div>
  );
}
