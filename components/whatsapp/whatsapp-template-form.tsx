"use client";
import { useState, type FormEvent } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";

type Template = { kind: string; label: string; text: string; isDefault: boolean };
type Props = Template & { offeredFor: string; maxLength: number };

/**
 * One WhatsApp template: its text, Save (PUT) and Reset to default (DELETE). The answer's text
 * (trimmed, LF line endings) replaces what was typed, so the box shows what is stored.
 * No zod here: its start-up probe of `Function` is a CSP violation on admin pages.
 */
export function WhatsAppTemplateForm({
  kind,
  label,
  text,
  isDefault,
  offeredFor,
  maxLength,
}: Props) {
  const { pending, fields, call } = useApiCall();
  const [value, setValue] = useState(text);
  const [edited, setEdited] = useState(!isDefault);
  const url = `/api/admin/whatsapp-templates/${kind}`;
  const headingId = `template-${kind}`;

  async function send(method: "PUT" | "DELETE") {
    const result = await call<{ data: Template }>(url, {
      method,
      body: method === "PUT" ? { text: value } : undefined,
      success: method === "PUT" ? `${label} template saved` : `${label} template reset to default`,
      failure:
        method === "PUT"
          ? `Error saving the ${label} template`
          : `Error resetting the ${label} template`,
    });
    if (!result.ok) return;
    setValue(result.body.data.text);
    setEdited(!result.body.data.isDefault);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send("PUT");
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {label}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Offered for {offeredFor}. {edited ? "Your own text." : "The default text."}
      </p>
      <form onSubmit={onSubmit} className="mt-3">
        <TextAreaField
          label={`${label} message`}
          name="text"
          rows={8}
          required
          maxLength={maxLength}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={fields.text}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" pending={pending} aria-label={`Save: ${label}`}>
            Save
          </Button>
          <Button
            variant="secondary"
            disabled={pending}
            onClick={() => void send("DELETE")}
            aria-label={`Reset to default: ${label}`}
          >
            Reset to default
          </Button>
        </div>
      </form>
    </section>
  );
}
