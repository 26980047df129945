import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { deleteAppointmentType, updateAppointmentType } from "@/lib/booking/data/consultations";

type Context = { params: Promise<{ id: string }> };

/** Admin: replaces a type's settings (same body as POST); bookings made keep their length. */
export const PATCH = withAdmin<Context>(async (request, { params, session }) =>
  json(await updateAppointmentType(session, (await params).id, await readJson(request))),
);

/** Admin: deletes a type (its bookings keep its name, length and mode). */
export const DELETE = withAdmin<Context>(async (_request, { params, session }) => {
  await deleteAppointmentType(session, (await params).id);
  return json({ success: true, message: "Appointment type deleted" });
});

export const { GET, POST, PUT } = otherMethods("PATCH", "DELETE");
