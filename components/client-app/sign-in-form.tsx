"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

/**
 * Signing in to her app without a password: her address, then the 6-digit code from the email
 * (the email's link signs her in on the device that opens it; the code on any other).
 */
export function SignInForm() {
  const headingId = useId();
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const { pending, fields, call } = useApiCall();
  const router = useRouter();

  async function ask(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await call("/api/my/sign-in", {
      body: { email },
      failure: (f) => f.message ?? "No answer from the server. Please try again.",
    });
    if (!result.ok) return;
    setAsked(true);
    setSentTo(email.trim());
  }

  async function verify(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await call("/api/my/sign-in/verify", {
      body: { email: sentTo, code },
      failure: (f) => (f.fields.code ? null : (f.message ?? "No answer from the server.")),
    });
    if (result.ok) router.refresh(); // the page renders again, signed in
  }

  if (!sentTo)
    return (
      <form
        onSubmit={ask}
        aria-labelledby={headingId}
        className="rounded-lg bg-white p-5 shadow-sm"
      >
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Sign in with your email
        </h2>
        <p className="mt-1 mb-4 text-slate-700">
          Use the address you gave us. We will email you a sign-in link and a code.
        </p>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={fields.email?.[0]}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" pending={pending} className="mt-2 w-full">
          Email me a sign-in link
        </Button>
        <button
          type="button"
          onClick={() => {
            setAsked(false);
            setSentTo(email.trim());
          }}
          disabled={!email.trim()}
          className="mt-3 min-h-11 w-full text-brand-800 underline disabled:text-slate-500 disabled:no-underline"
        >
          I have a code already
        </button>
      </form>
    );

  return (
    <form
      onSubmit={verify}
      aria-labelledby={headingId}
      className="rounded-lg bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Check your email
      </h2>
      <p role="status" className="mt-1 mb-4 text-slate-700">
        {asked
          ? `If ${sentTo} is on your client record, a sign-in link and a 6-digit code are on their way. Open the link on this phone, or enter the code here.`
          : `Enter the 6-digit code from the email we sent to ${sentTo}.`}
      </p>
      <TextField
        label="6-digit code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        value={code}
        error={fields.code?.[0]}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" pending={pending} className="mt-2 w-full">
        Sign in
      </Button>
      <button
        type="button"
        onClick={() => setSentTo(null)}
        className="mt-3 min-h-11 w-full text-brand-800 underline"
      >
        Use another address or send a new code
      </button>
    </form>
  );
}
