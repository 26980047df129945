"use client";
import { useId, useState, type ReactNode } from "react";

/** A list's filters: always shown from 640 px; folded behind a "Filters" button on phones. */
export function FilterPanel({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="mt-3 inline-flex min-h-10 items-center gap-1 rounded-md border border-slate-400 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 sm:hidden"
      >
        Filters
        <span aria-hidden="true" className="text-[0.6rem]">
          {open ? "▲" : "▼"}
        </span>
      </button>
      <div
        id={id}
        className={`${open ? "flex" : "hidden"} w-full flex-wrap gap-x-3 sm:order-first sm:flex sm:w-auto`}
      >
        {children}
      </div>
    </>
  );
}
