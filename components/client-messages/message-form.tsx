"use client";
import { useId, useRef, useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { preload, validate } from "@/components/forms/validate";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { ATTACHMENT_ACCEPT, MAX_MESSAGE_CHARS } from "@/lib/client-messages/message-limits";

const loadSchema = () =>
  import("@/lib/client-messages/message-schema").then((m) => m.messageSchema);

/**
 * Writes a message of the thread: words, up to three photos or PDFs, or both. Checked with the
 * shared schema first (the server reads the files' types from their bytes), sent as multipart.
 */
export function MessageForm({
  url,
  heading,
  headingLevel = 4,
  submitLabel,
}: {
  /** the thread's POST route */
  url: string;
  heading: string;
  /** under the page's h1 (her app) or a section's h3 heading (the owner's client page) */
  headingLevel?: 2 | 4;
  submitLabel: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h4";
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const { pending, fields: errors, setFields: setErrors, call } = useApiCall();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = await validate(loadSchema, {
      text,
      files: files.map((file) => ({ name: file.name, size: file.size })),
    });
    setErrors(invalid ?? {});
    if (invalid) return;
    const body = new FormData();
    body.set("text", text);
    for (const file of files) body.append("files", file);
    const sent = await call(url, {
      body,
      success: "Message sent",
      failure: (f) => `Error sending the message: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
    if (sent.ok) {
      setText("");
      setFiles([]);
      form.current?.reset();
    }
  }

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      onFocus={preload(loadSchema)}
      aria-labelledby={headingId}
      noValidate
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <Heading id={headingId} className="mb-3 font-semibold text-slate-900">
        {heading}
      </Heading>
      <TextAreaField
        label="Message"
        name="text"
        rows={4}
        maxLength={MAX_MESSAGE_CHARS}
        value={text}
        disabled={pending}
        error={errors.text}
        onChange={(event) => setText(event.target.value)}
      />
      <TextField
        label="Photos or PDF reports (up to 3, 10 MB each)"
        type="file"
        name="files"
        multiple
        accept={ATTACHMENT_ACCEPT}
        disabled={pending}
        error={errors.files}
        onChange={(event) => setFiles([...(event.target.files ?? [])])}
      />
      <Button type="submit" pending={pending} className="min-h-11">
        {pending ? "Sending…" : submitLabel}
      </Button>
    </form>
  );
}
