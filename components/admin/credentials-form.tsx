"use client";
import type { FormEvent } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

const FAILED = "Error updating credentials. Please try again.";
const KEYS = ["currentUsername", "currentPassword", "newUsername", "newPassword"] as const;

/** POST /api/admin/updateCredentials; the answer carries a fresh session cookie for this browser. */
export function CredentialsForm({ minPasswordLength }: { minPasswordLength: number }) {
  const { pending, fields, call } = useApiCall();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const result = await call("/api/admin/updateCredentials", {
      body: Object.fromEntries(KEYS.map((key) => [key, String(data.get(key) ?? "")])),
      success: "Credentials updated successfully!",
      // the server's own words when it refused (spec §8), the generic message when it failed
      failure: (f) => (f.status !== null && f.status < 500 && f.message) || FAILED,
      refresh: true,
    });
    if (result.ok) form.reset();
  }

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4"
    >
      <TextField
        label="Current Username"
        name="currentUsername"
        autoComplete="username"
        required
        maxLength={100}
        error={fields.currentUsername}
      />
      <TextField
        label="Current Password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        maxLength={200}
        error={fields.currentPassword}
      />
      <TextField
        label="New Username"
        name="newUsername"
        autoComplete="off"
        maxLength={100}
        error={fields.newUsername}
      />
      <TextField
        label="New Password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={minPasswordLength}
        error={fields.newPassword}
      />
      <Button type="submit" pending={pending} className="self-start">
        Update Credentials
      </Button>
    </form>
  );
}
