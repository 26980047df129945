import { ErrorMessage } from "@/components/admin/error-message";
import { DeletionRequestsTable, ErasureLog } from "@/components/privacy/data-requests-tables";
import { ErasePerson } from "@/components/privacy/erase-person";
import { firstValue, hrefWith, type SearchParams } from "@/components/admin/list-params";
import { PersonRecordsView } from "@/components/privacy/person-records";
import { PersonSearch } from "@/components/privacy/person-search";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { listOpenDeletionRequests } from "@/lib/privacy/data/deletion-requests";
import { listErasures } from "@/lib/privacy/data/erasures";
import { findPerson } from "@/lib/privacy/data/people";
import { site } from "@/lib/site";
import { personQuerySchema } from "@/lib/privacy/people-schema";
import { z } from "zod";
import { loadAdminData } from "../load-admin-data";

const PATH = "/admin-data";
const heading = "mb-3 text-xl font-semibold text-slate-900";

export async function DataRequests({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [session, params] = await Promise.all([requireAdminPage(), searchParams]);
  const typed = { email: firstValue(params.email), phone: firstValue(params.phone) };
  const requestId = firstValue(params.request);
  const asked = Boolean(typed.email || typed.phone);
  const parsed = asked ? personQuerySchema.safeParse(typed) : undefined;
  const [requests, erasures, person] = await Promise.all([
    loadAdminData("deletion requests", () => listOpenDeletionRequests(session)),
    loadAdminData("erasures", () => listErasures(session)),
    parsed?.success ? loadAdminData("records", () => findPerson(session, parsed.data)) : undefined,
  ]);
  const answering = requests.ok ? requests.data.find((r) => r._id === requestId) : undefined;

  return (
    <div className="space-y-10">
      <section aria-labelledby="requests-heading">
        <h2 id="requests-heading" className={heading}>
          Open deletion requests
        </h2>
        {requests.ok ? (
          <DeletionRequestsTable rows={requests.data} timeZone={site.timeZone} path={PATH} />
        ) : (
          <ErrorMessage>Error fetching deletion requests</ErrorMessage>
        )}
      </section>

      <section aria-labelledby="find-heading">
        <h2 id="find-heading" className={heading}>
          Find a person&apos;s records
        </h2>
        <PersonSearch
          action={PATH}
          email={typed.email}
          phone={typed.phone}
          requestId={answering?._id}
          errors={parsed && !parsed.success ? z.flattenError(parsed.error).fieldErrors : {}}
        />
        {answering ? (
          <p className="mb-3 text-slate-800">
            Answering the deletion request of <strong>{answering.email}</strong>: erasing marks it
            handled.
          </p>
        ) : null}
        {person && !person.ok ? <ErrorMessage>Error fetching records</ErrorMessage> : null}
        {person?.ok ? (
          <>
            <PersonRecordsView
              records={person.data.records}
              timeZone={site.timeZone}
              downloadHref={(format) =>
                hrefWith("/api/admin/people", { ...person.data.query, format })
              }
            />
            <ErasePerson
              query={person.data.query}
              requestId={answering?._id}
              total={countOf(person.data.records)}
            />
          </>
        ) : null}
      </section>

      <section aria-labelledby="log-heading">
        <h2 id="log-heading" className={heading}>
          Erasure log
        </h2>
        {erasures.ok ? (
          <ErasureLog rows={erasures.data} timeZone={site.timeZone} />
        ) : (
          <ErrorMessage>Error fetching the erasure log</ErrorMessage>
        )}
      </section>
    </div>
  );
}

const countOf = (records: Record<string, unknown[]>) =>
  Object.values(records).reduce((sum, list) => sum + list.length, 0);
