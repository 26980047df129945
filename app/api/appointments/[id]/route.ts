import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/route";
import { withAdmin } from "@/lib/api/with-admin";
import { updateAppointmentStatus } from "@/lib/data/appointment-status";

type Context = { params: Promise<{ id: string }> };

/** Admin: { status: "cancelled-by-practice" | "completed" }. A cancellation emails the client. */
export const PATCH = withAdmin<Context>(async (request, { params, session }) => {
  const { status } = await readJson(request);
  const data = await updateAppointmentStatus(session, (await params).id, status);
  return json({ success: true, data });
});
