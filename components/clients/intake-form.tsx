"use client";
import { useEffect, useRef, useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { preload, validate } from "@/components/forms/validate";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import type { IntakeAnswers } from "@/lib/clients/intake-schema";
import {
  ConditionsField,
  HealthConsentField,
  IntakeGroup,
  Options,
  ReportField,
} from "./intake-fields";
import {
  bmiText,
  initialIntakeValues,
  intakeRequestBody,
  type IntakeChoices,
  type IntakeTextField,
  type ReportRules,
} from "./intake-request";

const loadSchema = () => import("@/lib/clients/intake-schema").then((m) => m.intakeSchema);

const CHECK_FIELDS = "Some answers need a look: see the messages by the fields.";

type Props = {
  token: string;
  initial?: IntakeAnswers;
  /** the file name of a report sent before */
  report?: string;
  brand: string;
  choices: IntakeChoices;
  reportRules: ReportRules;
};

/** The intake questionnaire: sent, and sent again to correct it, through the link's token. */
export function IntakeForm({ token, initial, report, brand, choices, reportRules }: Props) {
  const [values, setValues] = useState(() => initialIntakeValues(initial));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState("");
  const [sent, setSent] = useState(false);
  const { pending, fields, setFields, call } = useApiCall();
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  // the form, and the button that had focus, are gone once sent
  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const bind = (key: IntakeTextField) => ({
    name: key,
    value: values[key],
    disabled: pending,
    error: fields[key]?.[0],
    onChange: (
      event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
    ) => set(key, event.target.value),
  });
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem("");
    const invalid = await validate(loadSchema, values);
    setFields(invalid ?? {});
    if (invalid) {
      setProblem(CHECK_FIELDS);
      focusFirstError();
      return;
    }
    const result = await call(`/api/intake/${encodeURIComponent(token)}`, {
      body: intakeRequestBody(values, file),
    });
    if (result.ok) {
      setSent(true);
    } else if (result.status === 400) {
      setProblem(CHECK_FIELDS);
      focusFirstError();
    } else if (result.status === 404 || result.status === 410) {
      setProblem(result.message ?? "This link can no longer be used. Please call us.");
    } else {
      setProblem("Your answers could not be sent. Please try again in a moment.");
    }
  }

  const bmi = bmiText(values.heightCm, values.weightKg);
  return (
    <div>
      <div role="status">
        {sent ? (
          <p
            ref={thanksRef}
            tabIndex={-1}
            className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-800"
          >
            Thank you! Your answers reached us. You can correct them with the same link until your
            first visit.
          </p>
        ) : null}
      </div>
      {sent ? null : (
        <form
          ref={formRef}
          onSubmit={onSubmit}
          onFocus={preload(loadSchema)}
          noValidate
          aria-label="Health questionnaire"
          className="space-y-6"
        >
          <p className="text-sm text-slate-700">
            Only your height, weight and agreement below are needed; leave out anything you prefer
            not to answer.
          </p>
          <IntakeGroup legend="Your measurements" className="sm:grid-cols-3">
            <TextField label="Height (cm)" inputMode="decimal" required {...bind("heightCm")} />
            <TextField label="Weight (kg)" inputMode="decimal" required {...bind("weightKg")} />
            <TextField label="Waist (cm), optional" inputMode="decimal" {...bind("waistCm")} />
            <output aria-live="polite" className="min-h-6 font-medium text-slate-900 sm:col-span-3">
              {bmi}
            </output>
          </IntakeGroup>
          <IntakeGroup legend="About you" className="sm:grid-cols-2">
            <TextField
              label="Date of birth"
              type="date"
              autoComplete="bday"
              {...bind("dateOfBirth")}
            />
            <SelectField label="Sex" {...bind("sex")}>
              <Options labels={choices.sex} empty="Prefer not to say" />
            </SelectField>
            <SelectField label="Your main goal" {...bind("goal")}>
              <Options labels={choices.goal} empty="Choose a goal" />
            </SelectField>
            <SelectField label="Your diet" {...bind("diet")}>
              <Options labels={choices.diet} empty="Choose a diet" />
            </SelectField>
          </IntakeGroup>
          <IntakeGroup legend="Your health" className="sm:grid-cols-2">
            <ConditionsField
              options={choices.conditions}
              checked={values.conditions}
              onChange={(conditions) => set("conditions", conditions)}
              disabled={pending}
              error={fields.conditions?.[0]}
            />
            <TextAreaField
              label="Medicines you take"
              rows={3}
              maxLength={1000}
              {...bind("medicines")}
            />
            <TextAreaField
              label="Allergies and intolerances"
              rows={3}
              maxLength={1000}
              {...bind("allergies")}
            />
          </IntakeGroup>
          <IntakeGroup legend="Your day" className="sm:grid-cols-2">
            <SelectField
              label="How active you are"
              wrapperClassName="sm:col-span-2"
              {...bind("activity")}
            >
              <Options labels={choices.activity} empty="Choose one" />
            </SelectField>
            <TextField label="Hours of sleep a night" inputMode="decimal" {...bind("sleepHours")} />
            <TextField label="Water a day (litres)" inputMode="decimal" {...bind("waterLitres")} />
            <TextAreaField
              label="A typical day's meals"
              rows={5}
              maxLength={3000}
              placeholder="Early morning: … Breakfast: … Lunch: … Evening: … Dinner: …"
              wrapperClassName="sm:col-span-2"
              {...bind("typicalDay")}
            />
          </IntakeGroup>
          <ReportField
            previous={report}
            rules={reportRules}
            disabled={pending}
            error={fields.report?.[0]}
            onChange={setFile}
          />
          <HealthConsentField
            brand={brand}
            checked={values.healthConsent}
            onChange={(checked) => set("healthConsent", checked)}
            disabled={pending}
            error={fields.healthConsent?.[0]}
          />
          <div className="space-y-2">
            <p role="alert" className="font-medium text-red-800">
              {problem}
            </p>
            <Button type="submit" pending={pending} className="w-full sm:w-auto">
              {pending ? "Sending…" : "Send my answers"}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
