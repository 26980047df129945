import { csvResponse, wantsCsv } from "@/lib/server/api/csv-response";
import { apiRoute, json, otherMethods } from "@/lib/server/api/route-handler";
import { readSubmission } from "@/lib/forms/read-submission";
import { withAdmin } from "@/lib/auth/with-admin";
import { CONTACT_CSV_COLUMNS, createContact, listContacts } from "@/lib/messages/data";
import { everyMatch, listQueryFromUrl } from "@/lib/server/api/paging";

/** Public: send a contact message. 201 { success: true, data }. */
export const POST = apiRoute(async (request) => {
  const data = await createContact(await readSubmission(request));
  return json({ success: true, data }, { status: 201 });
});

/** Admin: contact messages newest first, as a JSON array or (?format=csv) a CSV download. */
export const GET = withAdmin(async (request, { session }) => {
  const url = new URL(request.url);
  const query = listQueryFromUrl(url);
  if (wantsCsv(url)) {
    const items = await everyMatch((page) => listContacts(session, { ...query, ...page }));
    return csvResponse("contacts", CONTACT_CSV_COLUMNS, items);
  }
  const page = await listContacts(session, query);
  return json(page.items, { headers: { "X-Total-Count": String(page.total) } });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
