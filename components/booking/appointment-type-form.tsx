"use client";
import { useId, useState, type FormEvent } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { preload, validate } from "@/components/forms/validate";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextField } from "@/components/ui/field";
import {
  CONSULTATION_MODES,
  type AppointmentTypeItem,
  type ConsultationMode,
} from "@/lib/booking/appointment-types";
import { ModesField } from "./modes-field";

const loadSchema = () =>
  import("@/lib/booking/consultation-schemas").then((m) => m.appointmentTypeSchema);

const NEW_TYPE = {
  name: "",
  durationMinutes: "30",
  bufferMinutes: "0",
  price: "",
  modes: [...CONSULTATION_MODES] as ConsultationMode[],
  newClients: true,
  prepay: false,
  offered: true,
};
type Values = typeof NEW_TYPE;

const valuesOf = (t: AppointmentTypeItem): Values => ({
  name: t.name,
  durationMinutes: String(t.durationMinutes),
  bufferMinutes: String(t.bufferMinutes),
  price: t.price === undefined ? "" : String(t.price),
  modes: t.modes,
  newClients: t.newClients,
  prepay: t.prepay,
  offered: t.offered,
});

/**
 * A new appointment type (POST), or the changes to `type` (PATCH, the whole type again). The list
 * above is rendered on the server and re-read on success; a refusal (the last type for new
 * clients) is shown in the form and as a toast.
 */
export function AppointmentTypeForm({
  type,
  onDone,
}: {
  type?: AppointmentTypeItem;
  onDone?: () => void;
}) {
  const headingId = useId();
  const [values, setValues] = useState<Values>(() => (type ? valuesOf(type) : NEW_TYPE));
  const [refusal, setRefusal] = useState("");
  const { pending, fields: errors, setFields: setErrors, call } = useApiCall();
  const title = type ? `Edit ${type.name}` : "Add an appointment type";
  // inside the type's card when editing, under the section's heading when adding
  const Heading = type ? "h4" : "h3";
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const number = (key: "durationMinutes" | "bufferMinutes" | "price", step: number) => ({
    type: "number",
    inputMode: "numeric" as const,
    min: key === "durationMinutes" ? 10 : 0,
    step,
    value: values[key],
    disabled: pending,
    error: errors[key]?.[0],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set({ [key]: event.target.value }),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal("");
    const invalid = await validate(loadSchema, values);
    setErrors(invalid ?? {});
    if (invalid) return;
    const result = await call(
      type ? `/api/admin/appointment-types/${type._id}` : "/api/admin/appointment-types",
      {
        method: type ? "PATCH" : "POST",
        body: values,
        success: type ? `${values.name} saved` : `${values.name} added`,
        failure: (f) => f.message ?? "Error saving the appointment type",
        refresh: true,
      },
    );
    if (!result.ok) {
      // a message without a field (a refusal) is shown here; a field's message beside its field
      if (Object.keys(result.fields).length === 0)
        setRefusal(result.message ?? "Error saving the appointment type");
      return;
    }
    if (!type) setValues(NEW_TYPE);
    onDone?.();
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={preload(loadSchema)}
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <Heading id={headingId} className="mb-3 font-semibold text-slate-900">
        {title}
      </Heading>
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Name"
          required
          maxLength={60}
          value={values.name}
          disabled={pending}
          error={errors.name?.[0]}
          onChange={(event) => set({ name: event.target.value })}
        />
        <TextField label="Duration (minutes)" required {...number("durationMinutes", 5)} />
        <TextField label="Buffer after (minutes)" {...number("bufferMinutes", 5)} />
        <TextField label="Price (₹, optional)" {...number("price", 1)} />
      </div>
      <ModesField
        modes={values.modes}
        onChange={(modes) => set({ modes })}
        disabled={pending}
        error={errors.modes?.[0]}
      />
      <CheckboxField
        label="Offered to new clients"
        hint="Unticked: offered as a follow-up only."
        checked={values.newClients}
        disabled={pending}
        onChange={(newClients) => set({ newClients })}
      />
      <CheckboxField
        label="Ask for UPI payment after booking"
        checked={values.prepay}
        disabled={pending}
        hint="Needs a price, and UPI set up for the practice."
        error={errors.prepay?.[0] ?? ""}
        onChange={(prepay) => set({ prepay })}
      />
      <CheckboxField
        label="Shown on the booking page"
        checked={values.offered}
        disabled={pending}
        onChange={(offered) => set({ offered })}
      />
      <p role="alert" className="min-h-6 font-medium text-red-700">
        {refusal}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={pending}>
          {type ? "Save type" : "Add type"}
        </Button>
        {onDone ? (
          <Button variant="secondary" disabled={pending} onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
