import { csvResponse, wantsCsv } from "@/lib/api/csv-response";
import { listQueryFromUrl } from "@/lib/data/list-query";
import { apiRoute, json, otherMethods } from "@/lib/api/route";
import { readSubmission } from "@/lib/api/submission";
import { CONTACT_CSV_COLUMNS, createContact, listContacts } from "@/lib/data/contacts";

/** Public: send a contact message. 201 { success: true, data }. */
export const POST = apiRoute(async (request) => {
  const data = await createContact(await readSubmission(request));
  return json({ success: true, data }, { status: 201 });
});

/** Admin: contact messages newest first, as a JSON array or (?format=csv) a CSV download. */
export const GET = apiRoute(async (request) => {
  const url = new URL(request.url);
  const page = await listContacts(listQueryFromUrl(url), request);
  if (wantsCsv(url)) return csvResponse("contacts", CONTACT_CSV_COLUMNS, page.items);
  return json(page.items, { headers: { "X-Total-Count": String(page.total) } });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
