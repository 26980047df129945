import { ContactsTable } from "@/components/submissions/contacts-table";
import { ErrorMessage } from "@/components/admin/error-message";
import { ListSummary, ListToolbar } from "@/components/admin/list-toolbar";
import { AutoSubmitSelect } from "@/components/admin/auto-submit-select";
import {
  firstValue,
  hrefWith,
  oneOf,
  pageParam,
  statusOptions,
  type SearchParams,
} from "@/components/admin/list-params";
import { Pagination } from "@/components/admin/pagination";
import { listContacts } from "@/lib/messages/data";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { site } from "@/lib/site";
import { LEAD_STATUSES, STATUS_LABELS } from "@/lib/submissions/submission-status";
import { loadAdminData } from "../load-admin-data";

const PATH = "/admin-contacts";

export async function ContactList({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [session, params] = await Promise.all([requireAdminPage(), searchParams]);
  const q = firstValue(params.q);
  const status = oneOf(params, "status", LEAD_STATUSES);
  const page = pageParam(params);
  const result = await loadAdminData("contacts", () => listContacts(session, { q, status, page }));

  return (
    <>
      <ListToolbar
        pathname={PATH}
        q={q}
        searchLabel="Search by name, email or subject"
        stateKey={JSON.stringify({ q, status })}
      >
        <AutoSubmitSelect
          label="Status"
          name="status"
          options={statusOptions(LEAD_STATUSES, STATUS_LABELS)}
          value={status}
        />
      </ListToolbar>
      {result.ok ? (
        <>
          <ListSummary
            total={result.data.total}
            noun={result.data.total === 1 ? "message" : "messages"}
            csvHref={hrefWith("/api/contact", { format: "csv", q, status })}
          />
          <ContactsTable rows={result.data.items} timeZone={site.timeZone} />
          <Pagination
            pathname={PATH}
            keep={{ q, status }}
            page={result.data.page}
            pageSize={result.data.pageSize}
            total={result.data.total}
          />
        </>
      ) : (
        <ErrorMessage>Error fetching contacts</ErrorMessage>
      )}
    </>
  );
}
