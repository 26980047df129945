"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { fieldErrorsOf, readJson, type FieldErrors } from "./api-response";
import { Field } from "./field";
import { SubmitButton } from "./submit-button";

const FAILED = "Error updating credentials. Please try again.";

/** POST /api/admin/updateCredentials; the answer carries a fresh session cookie for this browser. */
export function CredentialsForm({ minPasswordLength }: { minPasswordLength: number }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const payload = Object.fromEntries(
      ["currentUsername", "currentPassword", "newUsername", "newPassword"].map((k) => [
        k,
        String(new FormData(form).get(k) ?? ""),
      ]),
    );
    setPending(true);
    setFields({});
    try {
      const response = await fetch("/api/admin/updateCredentials", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(payload),
      });
      const body = await readJson<{ success: boolean; message: string }>(response);
      if (response.ok && body.success) {
        toast.success("Credentials updated successfully!");
        form.reset();
        router.refresh();
      } else if (response.status < 500 && body.message) {
        setFields(fieldErrorsOf(body));
        toast.error(body.message);
      } else {
        toast.error(FAILED);
      }
    } catch {
      toast.error(FAILED);
    }
    setPending(false);
  }

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <Field
        label="Current Username"
        name="currentUsername"
        autoComplete="username"
        required
        maxLength={100}
        errors={fields.currentUsername}
      />
      <Field
        label="Current Password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        maxLength={200}
        errors={fields.currentPassword}
      />
      <Field
        label="New Username"
        name="newUsername"
        autoComplete="off"
        maxLength={100}
        errors={fields.newUsername}
      />
      <Field
        label="New Password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={minPasswordLength}
        errors={fields.newPassword}
      />
      <SubmitButton pending={pending}>Update Credentials</SubmitButton>
    </form>
  );
}
