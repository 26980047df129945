"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { readJson, tooManyAttemptsMessage } from "./api-response";
import { Field } from "./field";
import { SubmitButton } from "./submit-button";

/** Posts to /api/admin/login; the API answers with the session in an httpOnly cookie. */
export function LoginForm() {
  const router = useRouter();
  const [error, setError] = useState("");
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError("");
    try {
      const response = await fetch("/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: form.get("username"), password: form.get("password") }),
      });
      const body = await readJson<{ success: boolean }>(response);
      if (response.ok && body.success) {
        router.replace("/admin-plan");
        router.refresh();
        return;
      }
      if (response.status === 429) setError(tooManyAttemptsMessage(response));
      else if (response.status === 401 || response.status === 400 || body.success === false)
        setError("Invalid credentials");
      else setError("Error logging in");
    } catch {
      setError("Error logging in");
    }
    setPending(false);
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="Username" name="username" autoComplete="username" required maxLength={100} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={200}
      />
      <p role="alert" className="min-h-6 font-medium text-red-700">
        {error}
      </p>
      <SubmitButton pending={pending}>Login</SubmitButton>
    </form>
  );
}
