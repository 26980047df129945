import Link from "next/link";
import { useId } from "react";
import { CONSENT_LINE_HINDI, PRIVACY_NOTICE_PATHS } from "@/lib/content/consent-lines-hindi";
import { HindiLine } from "./hindi-line";

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  error?: string;
};

/**
 * Consent under India's DPDP Act 2023: unticked by default, required to send, linking the privacy
 * policy. The label is the spec's English; the same line in Hindi follows, linking the Hindi notice.
 */
export function ConsentField({ checked, onChange, disabled, error }: Props) {
  const errorId = `${useId()}-consent-error`;
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="consent"
          required
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={errorId}
          className="mt-0.5 size-4 accent-brand-700"
        />
        <span>
          I agree that my details are used to answer this request, as the{" "}
          <Link
            href="/privacypolicy"
            className="font-medium text-brand-800 underline"
            target="_blank"
            rel="noopener noreferrer"
          >
            privacy policy
          </Link>{" "}
          explains.
        </span>
      </label>
      <HindiLine line={CONSENT_LINE_HINDI} href={PRIVACY_NOTICE_PATHS.hi} className="pl-6" />
      <p id={errorId} aria-live="polite" className="mt-1 min-h-5 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
