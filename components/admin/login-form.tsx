"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi, type ApiFailure } from "@/components/forms/call-api";
import { AFTER_LOGIN, safeAdminPath } from "@/lib/auth/admin-next";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

/** Spec §8: 'Invalid credentials' when refused, 'Error logging in' when the login failed. */
function loginError({ status, retryAfterSeconds }: ApiFailure): string {
  if (status === 429) {
    if (!retryAfterSeconds) return "Too many attempts. Please try again later.";
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  }
  // 400 and 401 are refusals, and so is a 2xx whose `success` is false
  if (status === 400 || status === 401 || (status !== null && status < 300)) {
    return "Invalid credentials";
  }
  return "Error logging in";
}

/**
 * Posts to /api/admin/login; the API answers with the session in an httpOnly cookie. Then on to
 * the admin page the address names (`?next=`, set when a signed-out link led here), read in the
 * browser: the page is prerendered without its query.
 */
export function LoginForm() {
  const router = useRouter();
  const [error, setError] = useState("");
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError("");
    const body = { username: form.get("username"), password: form.get("password") };
    const result = await callApi("/api/admin/login", { body });
    if (result.ok) {
      const next = new URLSearchParams(window.location.search).get("next");
      router.replace(safeAdminPath(next) ?? AFTER_LOGIN);
      router.refresh();
      return;
    }
    setError(loginError(result));
    setPending(false);
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-1">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        required
        maxLength={100}
      />
      <TextField
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
      <Button type="submit" pending={pending} className="self-start">
        Login
      </Button>
    </form>
  );
}
