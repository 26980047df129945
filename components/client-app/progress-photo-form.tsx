"use client";
import { useId, useRef, useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { preload, validate } from "@/components/forms/validate";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

const loadSchema = () =>
  import("@/lib/client-app/progress-photo-schema").then((m) => m.progressPhotoSchema);

const todayInIndia = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

/**
 * She adds a dated progress photo: checked with the shared schema first (the server reads the
 * image's type from its bytes), sent as multipart; the grid below is re-read.
 */
export function ProgressPhotoForm({ accept }: { accept: string }) {
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [date, setDate] = useState(todayInIndia);
  const [photo, setPhoto] = useState<File | null>(null);
  const { pending, fields: errors, setFields: setErrors, call } = useApiCall();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = await validate(loadSchema, {
      date,
      photo: photo ? { name: photo.name, size: photo.size } : undefined,
    });
    setErrors(invalid ?? {});
    if (invalid || !photo) return;
    const body = new FormData();
    body.set("date", date);
    body.set("photo", photo);
    const sent = await call("/api/my/progress-photos", {
      body,
      success: "Photo added",
      failure: (f) => `Could not add the photo: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
    if (sent.ok) {
      setPhoto(null);
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
      className="rounded-lg bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        Add a progress photo
      </h2>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label="Date"
          type="date"
          name="date"
          required
          max={todayInIndia()}
          value={date}
          disabled={pending}
          error={errors.date}
          onChange={(event) => setDate(event.target.value)}
        />
        <TextField
          label="Photo (JPEG, PNG or WebP, up to 10 MB)"
          type="file"
          name="photo"
          required
          accept={accept}
          disabled={pending}
          error={errors.photo}
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
        />
      </div>
      <Button type="submit" pending={pending} className="w-full">
        {pending ? "Adding…" : "Add photo"}
      </Button>
    </form>
  );
}
