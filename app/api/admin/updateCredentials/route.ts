import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { sessionCookies } from "@/lib/auth/cookie";
import { updateCredentials } from "@/lib/auth/data/admin-auth";

/**
 * { currentUsername, currentPassword, newUsername?, newPassword? } with a valid token.
 * Answers { success, message, token }: every older token stops working, the caller gets a new one.
 */
export const POST = withAdmin(async (request, { session }) => {
  const { token } = await updateCredentials(session, await readJson(request));
  return json(
    { success: true, message: "Credentials updated successfully!", token },
    { headers: sessionCookies(token) },
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
