import Link from "next/link";
import { OPENS_IN_NEW_TAB_HINDI, type LinkedLine } from "@/lib/content/consent-lines-hindi";

/**
 * A consent line in Hindi under its English label (DPDP Act 2023: the notice in a language of the
 * Eighth Schedule). Its link opens the Hindi notice in a new tab, so the form keeps what was typed.
 */
export function HindiLine({
  line,
  href,
  className = "",
}: {
  line: LinkedLine;
  href: string;
  className?: string;
}) {
  return (
    <p lang="hi" className={`mt-1 text-sm text-slate-700 ${className}`}>
      {line.before}
      <Link
        href={href}
        hrefLang="hi"
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${line.link} ${OPENS_IN_NEW_TAB_HINDI}`}
        className="font-medium text-brand-800 underline"
      >
        {line.link}
      </Link>
      {line.after}
    </p>
  );
}
