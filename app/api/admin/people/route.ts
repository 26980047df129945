import { csvResponse } from "@/lib/server/api/csv-response";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { erasePerson, findPerson, PERSON_CSV_COLUMNS, personRows } from "@/lib/privacy/data/people";

const personQuery = (url: URL) => ({
  email: url.searchParams.get("email") ?? undefined,
  phone: url.searchParams.get("phone") ?? undefined,
});

/**
 * Admin: every record of one person (?email= and/or ?phone=), as a download: JSON
 * (?format=json, the default, with the bytes of any report they attached, base64) or CSV
 * (?format=csv, one row per record). 400 without either.
 */
export const GET = withAdmin(async (request, { session }) => {
  const url = new URL(request.url);
  const csv = url.searchParams.get("format") === "csv";
  const { query, records } = await findPerson(session, personQuery(url), {
    reportContents: !csv,
  });
  if (csv) return csvResponse("person-records", PERSON_CSV_COLUMNS, personRows(records));
  const date = new Date().toISOString().slice(0, 10);
  return json(
    { exportedAt: new Date().toISOString(), query, ...records },
    {
      headers: { "Content-Disposition": `attachment; filename="person-records-${date}.json"` },
    },
  );
});

/**
 * Admin: erases every record of one person (?email= and/or ?phone=; ?request=<id> when it
 * answers a deletion request, which is then kept as handled). Answers the counts per collection.
 */
export const DELETE = withAdmin(async (request, { session }) => {
  const url = new URL(request.url);
  const requestId = url.searchParams.get("request") || undefined;
  const counts = await erasePerson(session, personQuery(url), requestId);
  return json({ success: true, counts });
});

export const { POST, PUT, PATCH } = otherMethods("GET", "DELETE");
