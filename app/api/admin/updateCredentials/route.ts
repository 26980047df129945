import { readJson } from "@/lib/api/body";
import { json, otherMethods } from "@/lib/api/route";
import { withAdmin } from "@/lib/api/with-admin";
import { sessionCookies } from "@/lib/auth/cookie";
import { updateCredentials } from "@/lib/data/admin-auth";

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
