"use client";
import { useEffect, useRef, useState } from "react";
import { CONSENT_FIELD } from "@/lib/forms/consent";
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "@/lib/forms/spam";
import { ConsentField } from "./consent-field";

const CONSENT_MISSING = "Please agree to the privacy policy to send this form.";

/**
 * What every public form carries besides its fields: the consent checkbox (unticked, required),
 * a honeypot field people never see, and when the form was shown (a person takes a few seconds).
 */
export function useSafeguards() {
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string>();
  // Set when the form mounts in the browser (not while prerendering, where the clock means nothing).
  const renderedAt = useRef(0);
  useEffect(() => {
    renderedAt.current = Date.now();
  }, []);
  const [honeypot, setHoneypot] = useState("");

  return {
    /** false, with the reason shown, while consent is missing */
    check(): boolean {
      setConsentError(consent ? undefined : CONSENT_MISSING);
      return consent;
    },
    payload: () => ({
      [CONSENT_FIELD]: consent,
      [RENDERED_AT_FIELD]: String(renderedAt.current),
      [HONEYPOT_FIELD]: honeypot,
    }),
    /** after a successful send: the form is new again */
    reset() {
      setConsent(false);
      renderedAt.current = Date.now();
    },
    fields: (disabled: boolean) => (
      <>
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Leave this field empty
            <input
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(event) => setHoneypot(event.target.value)}
            />
          </label>
        </div>
        <ConsentField
          checked={consent}
          disabled={disabled}
          error={consentError}
          onChange={(checked) => {
            setConsent(checked);
            if (checked) setConsentError(undefined);
          }}
        />
      </>
    ),
  };
}
