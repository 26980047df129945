import { readJson } from "@/lib/api/body";
import { apiRoute, json, otherMethods } from "@/lib/api/route";
import { sessionCookies } from "@/lib/auth/cookie";
import { requireAdmin } from "@/lib/auth/session";
import { updateCredentials } from "@/lib/data/admin-auth";

/**
 * { currentUsername, currentPassword, newUsername?, newPassword? } with a valid token.
 * Answers { success, message, token }: every older token stops working, the caller gets a new one.
 */
export const POST = apiRoute(async (request) => {
  await requireAdmin(request);
  const { token } = await updateCredentials(await readJson(request), request);
  return json(
    { success: true, message: "Credentials updated successfully!", token },
    { headers: sessionCookies(token) },
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
