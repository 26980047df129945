"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { useApiCall } from "./call-api";
import { useSafeguards } from "./use-safeguards";
import { preload, validate } from "./validate";

const loadSchema = () => import("@/lib/messages/contact-schema").then((m) => m.contactSchema);

const EMPTY = { name: "", email: "", subject: "", message: "" };
type Key = keyof typeof EMPTY;

/** The contact form: disabled with a spinner while sending, cleared on success (spec §4, §8). */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const { pending: sending, fields: errors, setFields: setErrors, call } = useApiCall();
  const safeguards = useSafeguards();
  const bind = (key: Key) => ({
    name: key,
    value: values[key],
    required: true,
    disabled: sending,
    error: errors[key]?.[0],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((v) => ({ ...v, [key]: event.target.value })),
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = await validate(loadSchema, values);
    setErrors(invalid ?? {});
    if (!safeguards.check() || invalid) return;
    const result = await call("/api/contact", {
      body: { ...values, ...safeguards.payload() },
      success: "Message sent successfully!",
      failure: "Error sending message",
    });
    if (!result.ok) return;
    setValues(EMPTY);
    safeguards.reset();
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={preload(loadSchema)}
      aria-label="Contact form"
      className="grid gap-1 sm:grid-cols-2 sm:gap-x-4"
    >
      <TextField label="Name" autoComplete="name" {...bind("name")} />
      <TextField label="Email" type="email" autoComplete="email" {...bind("email")} />
      <TextField label="Subject" wrapperClassName="sm:col-span-2" {...bind("subject")} />
      <TextAreaField
        label="Message"
        rows={5}
        wrapperClassName="sm:col-span-2"
        {...bind("message")}
      />
      <div className="sm:col-span-2">{safeguards.fields(sending)}</div>
      <Button type="submit" pending={sending} className="sm:col-span-2 sm:justify-self-start">
        {sending ? "Sending…" : "Send Message"}
      </Button>
    </form>
  );
}
