import { apiRoute, json } from "@/lib/api/route";
import { removeClosedDate } from "@/lib/data/closed-dates";

type Context = { params: Promise<{ date: string }> };

/** Admin: reopens a closed date. */
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  await removeClosedDate((await params).date, request);
  return json({ success: true, message: "Date reopened" });
});
