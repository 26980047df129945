import type { ReactNode } from "react";
import { CopyButton } from "@/components/ui/copy-button";

/**
 * A secret link the owner passes on (an intake or diet chart link, her calendar's address): shown
 * whole so it can be long-pressed, a Copy button, and `children` for other ways (WhatsApp).
 */
export function CopyableLink({
  id,
  url,
  what,
  children,
}: {
  /** the element id the copy falls back to selecting */
  id: string;
  url: string;
  /** "the intake link": the button says "Copy the intake link" */
  what: string;
  children?: ReactNode;
}) {
  return (
    <>
      <p
        id={id}
        className="rounded-md bg-slate-100 px-2 py-1 font-mono text-xs break-all text-slate-900"
      >
        {url}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <CopyButton text={url} label={`Copy ${what}`} target={id} what={what} />
        {children}
      </div>
    </>
  );
}
