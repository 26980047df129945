"use client";
import { useState } from "react";
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "@/lib/booking/spam";

/**
 * The spam checks a public form carries: when it was shown (a person takes a few seconds) and
 * a honeypot field people never see. `fields()` goes into the JSON payload; `reset()` after a send.
 */
export function useSpamGuard() {
  const [renderedAt, setRenderedAt] = useState(() => Date.now());
  const [honeypot, setHoneypot] = useState("");
  return {
    fields: () => ({ [RENDERED_AT_FIELD]: String(renderedAt), [HONEYPOT_FIELD]: honeypot }),
    reset: () => setRenderedAt(Date.now()),
    honeypotInput: (
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
        </label>
      </div>
    ),
  };
}
