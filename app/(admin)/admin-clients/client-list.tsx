import { ClientsTable } from "@/components/clients/clients-table";
import { ErrorMessage } from "@/components/admin/error-message";
import { firstValue, hrefWith, pageParam, type SearchParams } from "@/components/admin/list-params";
import { ListSummary, ListToolbar } from "@/components/admin/list-toolbar";
import { Pagination } from "@/components/admin/pagination";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { listClients } from "@/lib/clients/data/clients";
import { unreadMessageCounts } from "@/lib/client-messages/data/owner-thread";
import { site } from "@/lib/site";
import { loadAdminData } from "../load-admin-data";

const PATH = "/admin-clients";

/** Everyone who wrote, requested a plan or booked: one row per person, latest activity first. */
export async function ClientList({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [session, params] = await Promise.all([requireAdminPage(), searchParams]);
  const q = firstValue(params.q);
  const page = pageParam(params);
  const [result, unread] = await Promise.all([
    loadAdminData("clients", () => listClients(session, { q, page })),
    loadAdminData("unread messages", () => unreadMessageCounts(session)),
  ]);
  return (
    <>
      <ListToolbar
        pathname={PATH}
        q={q}
        searchLabel="Search by name, email or phone"
        stateKey={JSON.stringify({ q })}
      />
      {result.ok ? (
        <>
          <ListSummary
            total={result.data.total}
            noun={result.data.total === 1 ? "client" : "clients"}
            csvHref={hrefWith("/api/admin/clients", { format: "csv", q })}
          />
          <ClientsTable
            rows={result.data.items}
            timeZone={site.timeZone}
            unread={unread.ok ? unread.data : {}}
          />
          <Pagination
            pathname={PATH}
            keep={{ q }}
            page={result.data.page}
            pageSize={result.data.pageSize}
            total={result.data.total}
          />
        </>
      ) : (
        <ErrorMessage>Error fetching clients</ErrorMessage>
      )}
    </>
  );
}
