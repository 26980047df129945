"use client";
import { useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { TextAreaField } from "@/components/ui/field";
import { NOTE_MAX, type SubmissionKind } from "@/lib/submissions/submission-status";

/** Adds a private, timestamped note to a submission (only the owner sees notes). */
export function NoteForm({ kind, id }: { kind: SubmissionKind; id: string }) {
  const { pending, fields, call } = useApiCall();
  const [text, setText] = useState("");

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await call(`/api/admin/submissions/${kind}/${id}`, {
      method: "PATCH",
      body: { note: text },
      success: "Note added",
      failure: (f) => `Error adding note: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
    if (result.ok) setText("");
  }

  return (
    <form onSubmit={add} className="space-y-2">
      <TextAreaField
        label="New note"
        name="note"
        rows={3}
        maxLength={NOTE_MAX}
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={fields.note}
      />
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {pending ? "Saving..." : "Add note"}
      </button>
    </form>
  );
}
