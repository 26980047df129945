import type { ReactNode } from "react";

const linkClass =
  "inline-flex items-center rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50";

/** One-tap call and email for a client; `children` adds more (the WhatsApp messages). */
export function ContactLinks({
  name,
  phone,
  email,
  children,
}: {
  name: string;
  phone?: string;
  email: string;
  children?: ReactNode;
}) {
  return (
    <>
      {phone ? (
        <a
          href={`tel:${phone.replace(/[^\d+]/g, "")}`}
          aria-label={`Call ${name}`}
          className={linkClass}
        >
          Call
        </a>
      ) : null}
      <a href={`mailto:${email}`} aria-label={`Email ${name}`} className={linkClass}>
        Email
      </a>
      {children}
    </>
  );
}
