import { useCallback, useState, type PointerEvent } from "react";
import { resolveValue, toast, useToaster, type Toast } from "react-hot-toast/headless";

/** Spec §4: a toast dragged sideways by 80 % of its width is dismissed; a shorter drag springs back. */
const DISMISS_FRACTION = 0.8;
const GUTTER = 8;
const EASE = "duration-[230ms] ease-[cubic-bezier(.21,1.02,.73,1)] motion-reduce:transition-none";

type Drag = { startX: number; width: number; x: number; held: boolean };

/**
 * react-hot-toast's toasts drawn by us, top-right. Its headless store keeps the timing (pausing
 * while the mouse is over a toast) and the stacking; what we add is the drag to dismiss, with a
 * mouse, a pen or a finger (pointer events), and a close button for whoever does not drag.
 */
export function ToastList({ duration }: { duration: number }) {
  const { toasts, handlers } = useToaster({ duration });
  // A landmark, as in Sonner and react-toastify: the close buttons are content, which belongs in one.
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-4 z-[9999]"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {toasts.map((item) => (
        <ToastItem
          key={item.id}
          toast={item}
          offset={handlers.calculateOffset(item, { gutter: GUTTER })}
          onHeight={handlers.updateHeight}
        />
      ))}
    </section>
  );
}

type ItemProps = { toast: Toast; offset: number; onHeight: (id: string, height: number) => void };

function ToastItem({ toast: item, offset, onHeight }: ItemProps) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const measure = useCallback(
    (element: HTMLDivElement) => {
      const observer = new ResizeObserver(() => onHeight(item.id, element.offsetHeight));
      observer.observe(element);
      return () => observer.disconnect();
    },
    [item.id, onHeight],
  );

  function start(event: PointerEvent<HTMLDivElement>) {
    if (!event.isPrimary || event.button !== 0 || (event.target as Element).closest("button")) {
      return;
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ startX: event.clientX, width: event.currentTarget.offsetWidth, x: 0, held: true });
  }
  function move(event: PointerEvent<HTMLDivElement>) {
    if (drag?.held) setDrag({ ...drag, x: event.clientX - drag.startX });
  }
  function release() {
    if (!drag?.held) return;
    if (Math.abs(drag.x) < drag.width * DISMISS_FRACTION) {
      setDrag(null);
    } else {
      setDrag({ ...drag, held: false }); // it fades out where it was let go
      toast.dismiss(item.id);
    }
  }

  const x = drag?.x ?? 0;
  const shown = item.visible && item.height !== undefined; // measured before it appears
  const icon =
    item.icon ?? (item.type === "success" || item.type === "error" ? ICONS[item.type] : null);
  return (
    <div
      ref={measure}
      className={`absolute top-0 right-0 flex w-full justify-end transition-transform ${EASE}`}
      style={{ transform: `translateY(${offset}px)` }}
    >
      <div
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={release}
        onPointerCancel={() => setDrag(null)}
        className={`pointer-events-auto flex max-w-[350px] cursor-grab touch-pan-y items-center gap-2 rounded-lg bg-white py-2 pr-1 pl-2.5 leading-snug text-slate-800 shadow-lg ring-1 ring-black/5 select-none active:cursor-grabbing ${drag?.held ? "" : `transition-[translate,opacity,visibility] ${EASE}`} ${shown ? "" : "invisible"}`}
        style={{
          translate: `${x}px`,
          opacity: shown ? 1 - Math.min(0.6, Math.abs(x) / (drag?.width || 1)) : 0,
        }}
      >
        {icon}
        <div {...item.ariaProps} className="px-1 py-1">
          {resolveValue(item.message, item)}
        </div>
        <button
          type="button"
          onClick={() => toast.dismiss(item.id)}
          aria-label="Dismiss notification"
          className="flex size-7 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M6 6l8 8M14 6l-8 8" />
          </svg>
        </button>
      </div>
    </div>
  );
}

const ICONS = {
  success: (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 shrink-0 text-emerald-600">
      <circle cx="10" cy="10" r="10" fill="currentColor" />
      <path
        d="M6 10.5l2.5 2.5 5.5-6"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  ),
  error: (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 shrink-0 text-red-600">
      <circle cx="10" cy="10" r="10" fill="currentColor" />
      <path
        d="M7 7l6 6M13 7l-6 6"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  ),
};
