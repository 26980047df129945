import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { appointmentTypesForOwner, createAppointmentType } from "@/lib/booking/data/consultations";

/** Admin: every appointment type, offered or not, in the booking page's order. */
export const GET = withAdmin(async (_request, { session }) => {
  return json(await appointmentTypesForOwner(session));
});

/** Admin: a new type `{ name, durationMinutes, bufferMinutes?, price?, modes, newClients?, prepay?, offered? }` → 201. */
export const POST = withAdmin(async (request, { session }) =>
  json(await createAppointmentType(session, await readJson(request)), { status: 201 }),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
