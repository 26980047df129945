import { csvResponse, wantsCsv } from "@/lib/api/csv-response";
import { json, otherMethods } from "@/lib/api/route";
import { withAdmin } from "@/lib/api/with-admin";
import { CLIENT_CSV_COLUMNS, listClients } from "@/lib/data/clients";
import { DEFAULT_PAGE_SIZE } from "@/lib/data/list-query";

/**
 * Admin only: the clients, latest activity first. `?q=` searches name, email and phone;
 * `?page=` (50 a page) → `{ items: [{ _id, name, email, phone, lastActivityAt, bmi?, goal? }],
 * total }`; `?format=csv` downloads every match.
 */
export const GET = withAdmin(async (request, { session }) => {
  const url = new URL(request.url);
  const csv = wantsCsv(url);
  const page = await listClients(session, {
    q: url.searchParams.get("q") ?? undefined,
    page: csv ? 1 : Number(url.searchParams.get("page") ?? 1),
    pageSize: csv ? 10_000 : DEFAULT_PAGE_SIZE,
  });
  if (csv) return csvResponse("clients", CLIENT_CSV_COLUMNS, page.items);
  return json({ items: page.items, total: page.total, page: page.page, pageSize: page.pageSize });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
