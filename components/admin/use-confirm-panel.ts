"use client";
import { useEffect, useId, useRef, useState } from "react";

/**
 * A two-step action's confirmation in the page: `open` shows the panel and moves focus to it;
 * Escape or `close` hides it and gives focus back to the opener; `done` hides it after the action.
 * Spread `panelProps` on the panel and give `titleId` to its question.
 */
export function useConfirmPanel() {
  const [confirming, setConfirming] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (confirming) panel.current?.focus();
  }, [confirming]);

  function close() {
    setConfirming(false);
    requestAnimationFrame(() => opener.current?.focus());
  }

  return {
    confirming,
    open: () => setConfirming(true),
    close,
    done: () => setConfirming(false),
    opener,
    titleId,
    panelProps: {
      ref: panel,
      role: "group",
      "aria-labelledby": titleId,
      tabIndex: -1,
      onKeyDown: (event: React.KeyboardEvent) => {
        if (event.key === "Escape") close();
      },
    },
  };
}
