import { csvResponse, wantsCsv } from "@/lib/server/api/csv-response";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { CLIENT_CSV_COLUMNS, listClients } from "@/lib/clients/data/clients";
import { DEFAULT_PAGE_SIZE, everyMatch } from "@/lib/server/api/paging";

/**
 * Admin only: the clients, latest activity first. `?q=` searches name, email and phone;
 * `?page=` (50 a page) → `{ items: [{ _id, name, email, phone, lastActivityAt, bmi?, goal? }],
 * total }`; `?format=csv` downloads every match.
 */
export const GET = withAdmin(async (request, { session }) => {
  const url = new URL(request.url);
  const q = url.searchParams.get("q") ?? undefined;
  if (wantsCsv(url)) {
    const items = await everyMatch((page) => listClients(session, { q, ...page }));
    return csvResponse("clients", CLIENT_CSV_COLUMNS, items);
  }
  const page = await listClients(session, {
    q,
    page: Number(url.searchParams.get("page") ?? 1),
    pageSize: DEFAULT_PAGE_SIZE,
  });
  return json({ items: page.items, total: page.total, page: page.page, pageSize: page.pageSize });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
