import { useId } from "react";
import { CheckboxField } from "@/components/ui/checkbox-field";
import {
  CONSULTATION_MODES,
  MODE_LABELS,
  type ConsultationMode,
} from "@/lib/booking/appointment-types";

/** How an appointment type can be held: a checkbox per mode, in the modes' own order. */
export function ModesField({
  modes,
  onChange,
  disabled,
  error,
}: {
  modes: ConsultationMode[];
  onChange: (modes: ConsultationMode[]) => void;
  disabled: boolean;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={errorId} className="mb-2">
      <legend className="text-sm font-medium text-slate-800">Modes</legend>
      <div className="flex flex-wrap gap-x-5">
        {CONSULTATION_MODES.map((mode) => (
          <CheckboxField
            key={mode}
            label={MODE_LABELS[mode]}
            checked={modes.includes(mode)}
            disabled={disabled}
            invalid={Boolean(error)}
            onChange={(on) =>
              onChange(CONSULTATION_MODES.filter((m) => (m === mode ? on : modes.includes(m))))
            }
          />
        ))}
      </div>
      <p id={errorId} aria-live="polite" className="min-h-5 text-sm text-red-700">
        {error}
      </p>
    </fieldset>
  );
}
