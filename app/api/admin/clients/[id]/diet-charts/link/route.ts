import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { revokeDietChartLink } from "@/lib/diet-charts/data";

type Context = { params: Promise<{ id: string }> };

/**
 * Admin only: revokes the client's diet chart link → 200 `{ success }`; every link sent before
 * then answers that it was withdrawn (the page, and 410 for its PDF); 404 for an unknown client.
 */
export const DELETE = withAdmin<Context>(async (_request, { session, params }) => {
  const { id } = await params;
  await revokeDietChartLink(session, id);
  return json({ success: true });
});

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
