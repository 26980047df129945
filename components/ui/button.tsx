import { Spinner } from "./spinner";

const VARIANTS = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60",
  secondary:
    "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50 disabled:opacity-60",
  accent: "bg-accent-500 text-slate-900 hover:bg-accent-600 disabled:opacity-60",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/**
 * Shared classes, so links that look like buttons match the buttons. The animated properties are
 * named one by one: Tailwind's shorthand for colours also lists its gradient variables, which the
 * HTML checker (e2e/site/site-html-validity.spec.ts) rejects in the CSS every page inlines.
 */
export function buttonClasses(variant: ButtonVariant = "primary", extra = "") {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold transition-[color,background-color,border-color] disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;
}

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** disables the button and shows a spinner */
  pending?: boolean;
};

export function Button({
  variant = "primary",
  pending = false,
  className = "",
  children,
  disabled,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending ? <Spinner label="Sending" /> : null}
      {children}
    </button>
  );
}
