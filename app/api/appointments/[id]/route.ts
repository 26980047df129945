import { readJson } from "@/lib/api/body";
import { apiRoute, json } from "@/lib/api/route";
import { updateAppointmentStatus } from "@/lib/data/appointments";

type Context = { params: Promise<{ id: string }> };

/** Admin: { status: "cancelled-by-practice" | "completed" }. A cancellation emails the client. */
export const PATCH = apiRoute<Context>(async (request, { params }) => {
  const { status } = await readJson(request);
  const data = await updateAppointmentStatus((await params).id, status, request);
  return json({ success: true, data });
});
