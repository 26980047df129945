"use client";
import { useState, type FormEvent } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { preload, validate } from "@/components/forms/validate";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

const loadSchema = () =>
  import("@/lib/booking/consultation-schemas").then((m) => m.consultationSettingsSchema);

/** The video consultations' room (PUT /api/admin/consultation-settings `{ meetingUrl }`). */
export function MeetingLinkForm({ url }: { url: string }) {
  const [value, setValue] = useState(url);
  const { pending, fields, setFields, call } = useApiCall();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { meetingUrl: value };
    const invalid = await validate(loadSchema, body);
    setFields(invalid ?? {});
    if (invalid) return;
    const result = await call<{ meetingUrl: string }>("/api/admin/consultation-settings", {
      method: "PUT",
      body,
      success: "Meeting link saved",
      failure: (f) => `Error saving the meeting link: ${f.message ?? "no answer from the server"}`,
    });
    // an emptied field falls back to the practice's default room: show the link in use
    if (result.ok) setValue(result.body.meetingUrl);
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={preload(loadSchema)}
      aria-label="Video meeting link"
      className="flex flex-wrap items-start gap-x-3"
    >
      <TextField
        label="Meeting link (https://…)"
        type="url"
        inputMode="url"
        maxLength={300}
        placeholder="https://meet.google.com/abc-defg-hij"
        value={value}
        disabled={pending}
        error={fields.meetingUrl?.[0]}
        onChange={(event) => setValue(event.target.value)}
        wrapperClassName="w-full min-w-0 sm:flex-1"
      />
      <Button type="submit" pending={pending} className="sm:mt-6">
        Save link
      </Button>
    </form>
  );
}
