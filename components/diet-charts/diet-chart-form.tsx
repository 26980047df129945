"use client";
import { useId, useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { preload, validate } from "@/components/forms/validate";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";

const loadSchema = () =>
  import("@/lib/diet-charts/diet-chart-schema").then((m) => m.dietChartSchema);

/**
 * Writes the next version of a client's diet chart, in Markdown, starting from the latest version
 * or the ready template; or uploads a PDF instead. Saving emails the client their link.
 */
export function DietChartForm({
  clientId,
  next,
  initial,
  template,
  pdfRules,
}: {
  clientId: string;
  /** the number the saved version will get */
  next: number;
  initial: { title: string; content: string };
  template: string;
  pdfRules: { maxBytes: number; message: string };
}) {
  const headingId = useId();
  const [values, setValues] = useState(initial);
  const [pdf, setPdf] = useState<File | null>(null);
  const { pending, fields: errors, setFields: setErrors, call } = useApiCall();
  const bind = (key: keyof typeof values) => ({
    name: key,
    value: values[key],
    disabled: pending,
    error: errors[key]?.[0],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((v) => ({ ...v, [key]: event.target.value })),
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let body: unknown = values;
    if (pdf) {
      // some phones send a PDF without its type: the name says it, and the server reads the bytes
      const isPdf = pdf.type === "application/pdf" || (!pdf.type && /\.pdf$/i.test(pdf.name));
      const wrong = !isPdf || pdf.size > pdfRules.maxBytes;
      const noTitle = !values.title.trim();
      if (wrong || noTitle) {
        setErrors({
          ...(wrong ? { pdf: [pdfRules.message] } : {}),
          ...(noTitle ? { title: ["Title is required"] } : {}),
        });
        return;
      }
      const form = new FormData();
      form.set("title", values.title);
      form.set("pdf", pdf);
      body = form;
    } else {
      const invalid = await validate(loadSchema, values);
      setErrors(invalid ?? {});
      if (invalid) return;
    }
    await call(`/api/admin/clients/${clientId}/diet-charts`, {
      body,
      success: `Diet chart version ${next} saved`,
      failure: (f) => `Error saving the diet chart: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={preload(loadSchema)}
      aria-labelledby={headingId}
      noValidate
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h4 id={headingId} className="mb-3 font-semibold text-slate-900">
        Write version {next}
      </h4>
      <TextField label="Title" maxLength={120} required {...bind("title")} />
      <TextAreaField
        label="Chart (Markdown: the meal table, then notes)"
        rows={14}
        {...bind("content")}
      />
      <div className="mb-4 flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          disabled={pending}
          onClick={() => setValues((v) => ({ ...v, content: template }))}
        >
          Start from the template
        </Button>
      </div>
      <TextField
        label="Or upload a PDF instead (up to 10 MB)"
        type="file"
        accept="application/pdf"
        name="pdf"
        disabled={pending}
        error={errors.pdf?.[0]}
        onChange={(event) => setPdf(event.target.files?.[0] ?? null)}
      />
      <Button type="submit" pending={pending}>
        {pending ? "Saving…" : `Save version ${next} and send it`}
      </Button>
    </form>
  );
}
