import { bmiCategory } from "@/lib/clients/bmi";
import type { IntakeView } from "@/lib/clients/intake-view";
import {
  INTAKE_ACTIVITY,
  INTAKE_CONDITIONS,
  INTAKE_DIETS,
  INTAKE_GOALS,
  INTAKE_SEXES,
} from "@/lib/clients/intake-schema";
import { formatCalendarDate, formatDateTime, formatFileSize } from "../admin/display-format";

const labelOf = <T extends Record<string, string>>(labels: T, key?: string) =>
  key ? (labels[key as keyof T] ?? key) : undefined;

/** The intake questionnaire's answers on a booking's or plan request's page (health data). */
export function IntakePanel({ intake, timeZone }: { intake: IntakeView | null; timeZone: string }) {
  const rows: [string, string | undefined][] = intake
    ? [
        ["Height", `${intake.heightCm} cm`],
        ["Weight", `${intake.weightKg} kg`],
        ["BMI", `${intake.bmi.toFixed(2)} (${bmiCategory(intake.bmi)})`],
        ["Waist", intake.waistCm === undefined ? undefined : `${intake.waistCm} cm`],
        ["Date of birth", intake.dateOfBirth && formatCalendarDate(intake.dateOfBirth)],
        ["Sex", labelOf(INTAKE_SEXES, intake.sex)],
        ["Goal", labelOf(INTAKE_GOALS, intake.goal)],
        ["Diet", labelOf(INTAKE_DIETS, intake.diet)],
        [
          "Conditions",
          intake.conditions.map((c) => labelOf(INTAKE_CONDITIONS, c)).join(", ") || undefined,
        ],
        ["Medicines", intake.medicines],
        ["Allergies and intolerances", intake.allergies],
        ["Activity", labelOf(INTAKE_ACTIVITY, intake.activity)],
        ["Sleep", intake.sleepHours === undefined ? undefined : `${intake.sleepHours} hours`],
        ["Water", intake.waterLitres === undefined ? undefined : `${intake.waterLitres} litres`],
        ["A typical day's meals", intake.typicalDay],
        ["Sent", formatDateTime(intake.updatedAt, timeZone)],
      ]
    : [];
  return (
    <section
      aria-labelledby="intake-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="intake-heading" className="text-lg font-semibold text-slate-900">
        Intake questionnaire
      </h3>
      {!intake ? (
        <p className="mt-2 text-slate-700">
          Not answered yet. The link went out with the first email; it works for 30 days.
        </p>
      ) : (
        <>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {rows
              .filter((row): row is [string, string] => Boolean(row[1]))
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-slate-700">{label}</dt>
                  <dd className="break-words whitespace-pre-line text-slate-900">{value}</dd>
                </div>
              ))}
          </dl>
          {intake.report ? (
            <p className="mt-3">
              <a
                href={intake.report.url}
                download={intake.report.filename}
                className="font-medium text-brand-800 underline"
              >
                Download the report: {intake.report.filename} ({formatFileSize(intake.report.size)})
              </a>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
