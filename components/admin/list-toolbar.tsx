import Form from "next/form";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FilterPanel } from "./filter-panel";

type ListToolbarProps = {
  pathname: string;
  q: string | undefined;
  /** what the search looks in, e.g. 'Search by name, email or phone' */
  searchLabel: string;
  /** filter and sort selects; they submit with the search */
  children?: ReactNode;
  /** remounts the form when the URL changes, so its inputs show the current values */
  stateKey: string;
};

/**
 * A GET form: filters, sort and search live in the URL, and next/form navigates without a reload.
 * On phones the search comes first and the filters fold into a panel.
 */
export function ListToolbar({ pathname, q, searchLabel, children, stateKey }: ListToolbarProps) {
  return (
    <Form
      key={stateKey}
      action={pathname}
      className="mb-4 flex flex-wrap items-start gap-x-3 rounded-lg border border-slate-200 bg-white p-3"
    >
      <TextField
        label={searchLabel}
        type="search"
        name="q"
        defaultValue={q}
        maxLength={100}
        wrapperClassName="min-w-0 flex-1 basis-full sm:basis-auto sm:min-w-56"
      />
      <Button type="submit" className="mt-3 sm:mt-6">
        Search
      </Button>
      {children ? <FilterPanel>{children}</FilterPanel> : null}
    </Form>
  );
}

type ListSummaryProps = { total: number; noun: string; csvHref: string };

/** The count of matching records and the CSV download of the same selection. */
export function ListSummary({ total, noun, csvHref }: ListSummaryProps) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
      <p className="font-medium text-slate-800">
        {total} {noun}
      </p>
      <a
        href={csvHref}
        download
        className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        Download CSV
      </a>
    </div>
  );
}
