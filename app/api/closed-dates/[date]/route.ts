import { json } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { removeClosedDate } from "@/lib/booking/data/closed-dates";

type Context = { params: Promise<{ date: string }> };

/** Admin: reopens a closed date. */
export const DELETE = withAdmin<Context>(async (_request, { params, session }) => {
  await removeClosedDate(session, (await params).date);
  return json({ success: true, message: "Date reopened" });
});
