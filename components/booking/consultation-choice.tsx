"use client";
import {
  durationText,
  MODE_LABELS,
  type AppointmentTypeItem,
  type ConsultationMode,
} from "@/lib/booking/appointment-types";

export type OfferedType = Pick<
  AppointmentTypeItem,
  "_id" | "name" | "durationMinutes" | "price" | "modes" | "newClients"
>;
export type Choice = { type: string; mode: ConsultationMode };

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;
const pill =
  "relative rounded-lg border border-slate-400 px-3 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700";
const radio = "absolute inset-0 size-full cursor-pointer appearance-none rounded-lg";

/** The first choice of a new booking: the type's first offered one, in its first mode. */
export const firstChoice = (types: OfferedType[]): Choice | null => {
  const type = types.find((t) => t.newClients) ?? types[0];
  return type ? { type: type._id, mode: type.modes[0]! } : null;
};

/**
 * The booking's kind of consultation and how it is held, asked before the date: each type with
 * its length (and price), then the modes that type offers.
 */
export function ConsultationChoice({
  types,
  value,
  onChange,
  disabled,
  error,
}: {
  types: OfferedType[];
  value: Choice;
  onChange: (choice: Choice) => void;
  disabled?: boolean;
  error?: string;
}) {
  const chosen = types.find((t) => t._id === value.type) ?? types[0];
  return (
    <div className="space-y-3">
      <fieldset disabled={disabled} className="min-w-0">
        <legend className="text-sm font-medium text-slate-800">Type of consultation</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {types.map((t) => (
            <label key={t._id} className={pill}>
              <input
                type="radio"
                name="type"
                value={t._id}
                checked={value.type === t._id}
                onChange={() =>
                  onChange({
                    type: t._id,
                    mode: t.modes.includes(value.mode) ? value.mode : t.modes[0]!,
                  })
                }
                className={radio}
              />
              <span className="font-medium">{t.name}</span>{" "}
              <span>
                · {durationText(t.durationMinutes)}
                {t.price !== undefined ? ` · ${rupees(t.price)}` : ""}
                {t.newClients ? "" : " · for existing clients"}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {chosen ? (
        <fieldset disabled={disabled} aria-describedby="mode-error" className="min-w-0">
          <legend className="text-sm font-medium text-slate-800">
            How would you like to meet?
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {chosen.modes.map((mode) => (
              <label key={mode} className={pill}>
                <input
                  type="radio"
                  name="mode"
                  value={mode}
                  checked={value.mode === mode}
                  onChange={() => onChange({ type: chosen._id, mode })}
                  className={radio}
                />
                {MODE_LABELS[mode]}
              </label>
            ))}
          </div>
          <p id="mode-error" aria-live="polite" className="mt-1 min-h-5 text-sm text-red-700">
            {error}
          </p>
        </fieldset>
      ) : null}
    </div>
  );
}
