"use client";

import { useId, useState, type ReactNode } from "react";

export type AccordionItem = {
  /** the question or heading, shown on the toggle button */
  title: string;
  /** the answer; stays in the document while closed (hidden), so it is still indexed */
  content: ReactNode;
};

type AccordionProps = {
  items: readonly AccordionItem[];
  /**
   * "single": at most one panel open, clicking the open one closes it (programme pages).
   * "independent": every panel toggles on its own (pricing FAQ).
   */
  mode: "single" | "independent";
  /** heading level wrapping each button, to fit the page outline */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** An accessible disclosure accordion: each button's aria-expanded controls its panel. None open at first. */
export function Accordion({ items, mode, headingLevel = 3, className }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const Heading = `h${headingLevel}` as const;

  function toggle(index: number) {
    setOpen((current) => {
      if (mode === "single") return current.has(index) ? new Set() : new Set([index]);
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <div
      className={[
        "divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.title}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-brand-50"
              >
                <span>{item.title}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={`h-5 w-5 shrink-0 text-brand-700 transition-transform motion-reduce:transition-none ${expanded ? "rotate-180" : ""}`}
                >
                  <path
                    d="M5 7.5l5 5 5-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-slate-700"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
