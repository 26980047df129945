import Form from "next/form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { formatDateTime } from "../admin/display-format";
import { MergeClientButton } from "./merge-client-button";

export type MergeCandidate = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  lastActivityAt: string;
};

/**
 * "Same person as another record?": records of the same name, or those the owner searches for
 * (a GET form: the search lives in the URL), each with its Merge button.
 */
export function MergeClients({
  client,
  candidates,
  q,
  timeZone,
}: {
  client: { _id: string; name: string };
  candidates: MergeCandidate[];
  q?: string;
  timeZone: string;
}) {
  return (
    <section aria-labelledby="merge-heading" className="space-y-3">
      <h3 id="merge-heading" className="text-lg font-semibold text-slate-900">
        Same person as another record?
      </h3>
      <Form
        action={`/admin-clients/${client._id}`}
        aria-label="Find another record"
        className="flex flex-wrap items-start gap-x-3"
      >
        <TextField
          label="Name, email or phone"
          type="search"
          name="merge"
          defaultValue={q}
          maxLength={100}
          autoComplete="off"
          wrapperClassName="min-w-56 flex-1"
        />
        <Button type="submit" className="mt-6">
          Find
        </Button>
      </Form>
      {candidates.length ? (
        <ul
          aria-label="Other records"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {candidates.map((other) => (
            <li key={other._id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{other.name}</p>
                <p className="text-sm break-words text-slate-700">
                  {[other.email, other.phone].filter(Boolean).join(" · ")} · latest activity{" "}
                  {formatDateTime(other.lastActivityAt, timeZone)}
                </p>
              </div>
              <MergeClientButton clientId={client._id} clientName={client.name} other={other} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">
          {q ? `No other record matches “${q}”.` : "No other record has this name."}
        </p>
      )}
    </section>
  );
}
