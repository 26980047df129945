"use client";
import { useId, useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";

type PlanChoice = { name: string; duration: string; followUps: number };
type RequestChoice = { _id: string; plan: string; duration: string; label: string };

/** India's date today, YYYY-MM-DD: the default start. */
const todayInIndia = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

/**
 * Starts a programme for the client: from one of their paid plan requests (its plan comes with
 * it) or by hand with a plan from the catalogue. The end date and follow-up visits follow.
 */
export function StartProgrammeForm({
  clientId,
  plans,
  requests,
}: {
  clientId: string;
  plans: PlanChoice[];
  requests: RequestChoice[];
}) {
  const headingId = useId();
  const [values, setValues] = useState({
    planRequestId: requests[0]?._id ?? "",
    plan: requests[0]?.plan ?? plans[0]?.name ?? "",
    startDate: todayInIndia(),
  });
  const { pending, fields, call } = useApiCall();
  const chosen = plans.find((p) => p.name === values.plan);

  function pickRequest(id: string) {
    const request = requests.find((r) => r._id === id);
    setValues((v) => ({ ...v, planRequestId: id, plan: request?.plan ?? v.plan }));
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await call(`/api/admin/clients/${clientId}/programmes`, {
      body: { ...values, duration: chosen?.duration ?? "" },
      success: "Programme started",
      failure: (f) => `Error starting the programme: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h4 id={headingId} className="mb-3 font-semibold text-slate-900">
        Start a programme
      </h4>
      <div className="grid gap-x-4 sm:grid-cols-3">
        <SelectField
          label="For the plan request"
          name="planRequestId"
          value={values.planRequestId}
          disabled={pending}
          error={fields.planRequestId}
          onChange={(event) => pickRequest(event.target.value)}
        >
          <option value="">None (started by hand)</option>
          {requests.map((r) => (
            <option key={r._id} value={r._id}>
              {r.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Plan"
          name="plan"
          value={values.plan}
          disabled={pending || Boolean(values.planRequestId)}
          error={fields.plan ?? fields.duration}
          onChange={(event) => setValues((v) => ({ ...v, plan: event.target.value }))}
        >
          {plans.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}, {p.duration} ({p.followUps} follow-up visits)
            </option>
          ))}
        </SelectField>
        <TextField
          label="Start date"
          type="date"
          name="startDate"
          required
          value={values.startDate}
          disabled={pending}
          error={fields.startDate}
          onChange={(event) => setValues((v) => ({ ...v, startDate: event.target.value }))}
        />
      </div>
      <Button type="submit" pending={pending}>
        Start the programme
      </Button>
    </form>
  );
}
