import { csvResponse, wantsCsv } from "@/lib/server/api/csv-response";
import { apiRoute, json, otherMethods } from "@/lib/server/api/route-handler";
import { readSubmission } from "@/lib/forms/read-submission";
import { withAdmin } from "@/lib/auth/with-admin";
import {
  APPOINTMENT_CSV_COLUMNS,
  type AppointmentQuery,
  createAppointment,
  listAppointments,
} from "@/lib/booking/data/appointments";
import { everyMatch, listQueryFromUrl } from "@/lib/server/api/paging";
import type { AppointmentAnswer } from "@/lib/booking/appointment-schema";

/**
 * Public: book an appointment. 201 { success: true, data }, and `payment` (the UPI step, as for
 * POST /api/plans) when the type asks for payment ahead and UPI is configured; failures carry
 * error.message.
 */
export const POST = apiRoute(async (request) => {
  const booked = await createAppointment(await readSubmission(request));
  return json({ success: true, ...booked } satisfies AppointmentAnswer, { status: 201 });
});

/** Admin: appointments newest first (?sort=date by appointment date), JSON array or CSV. */
export const GET = withAdmin(async (request, { session }) => {
  const url = new URL(request.url);
  const sort = url.searchParams.get("sort") === "date" ? "date" : "createdAt";
  const query: AppointmentQuery = { ...listQueryFromUrl(url), sort };
  if (wantsCsv(url)) {
    const items = await everyMatch((page) => listAppointments(session, { ...query, ...page }));
    return csvResponse("appointments", APPOINTMENT_CSV_COLUMNS, items);
  }
  const page = await listAppointments(session, query);
  return json(page.items, { headers: { "X-Total-Count": String(page.total) } });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
