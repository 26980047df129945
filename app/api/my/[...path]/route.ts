import { errorResponse } from "@/lib/server/api/route-handler";
import { withClient } from "@/lib/client-app/client-gate";

/** Under /api/my, an unknown path is 401 without a client session (nothing is told), else 404. */
const unknown = withClient(async () => errorResponse(404, "No such API endpoint"));

export { unknown as DELETE, unknown as GET, unknown as PATCH, unknown as POST, unknown as PUT };
