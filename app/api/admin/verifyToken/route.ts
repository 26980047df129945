import { apiRoute, errorResponse, json, otherMethods } from "@/lib/server/api/route-handler";
import { adminSessionOf } from "@/lib/auth/session";

/** { success: true } for a valid token (x-auth-token header or cookie), else 401 { success: false }. */
export const GET = apiRoute(async (request) => {
  const session = await adminSessionOf(request);
  if (!session) return errorResponse(401, "Not authorized");
  return json({ success: true, username: session.username });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
