"use client";
import { useEffect, useId } from "react";
import { createPortal } from "react-dom";
import { useFocusTrap } from "@/components/ui/use-focus-trap";

type ModalProps = {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  /** shown over the dialog while something is in flight; Escape is ignored meanwhile */
  busy?: boolean;
};

/**
 * A modal dialog, rendered only while open (the parent decides). Focus moves into it,
 * stays trapped, and returns to the opener when it closes; Escape and the backdrop close it.
 * It is portalled to <body>, so no ancestor's containment, transform or overflow can clip or
 * position it.
 */
export function Modal({ title, onClose, children, busy = false }: ModalProps) {
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  const ref = useFocusTrap<HTMLDivElement>(true, close);

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-slate-900/60" aria-hidden="true" onClick={close} />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={busy}
        tabIndex={-1}
        className="relative max-h-[90dvh] w-full max-w-md overflow-y-auto rounded-xl bg-white p-6 shadow-2xl"
      >
        <h2 id={titleId} className="mb-4 text-xl font-bold text-slate-900">
          {title}
        </h2>
        {children}
        {busy ? (
          <div
            className="absolute inset-0 flex items-center justify-center rounded-xl bg-white/75"
            role="status"
          >
            <span className="sr-only">Sending…</span>
            <span
              className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
              aria-hidden="true"
            />
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
