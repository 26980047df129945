import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { clientMessages, replyToClient } from "@/lib/client-messages/data/owner-thread";
import { readMessage } from "@/lib/client-messages/read-message";

type Context = { params: Promise<{ id: string }> };

/**
 * Admin only: the client's thread, newest first → 200 `{ items, unread, nextBefore }` (`unread`:
 * her messages the owner has not read); `?before=<message id>` for the 50 before it.
 */
export const GET = withAdmin<Context>(async (request, { session, params }) => {
  const { id } = await params;
  const before = new URL(request.url).searchParams.get("before") ?? undefined;
  return json(await clientMessages(session, id, before));
});

/**
 * Admin only: the owner's reply, JSON `{ text }` or multipart with `text` and up to three
 * `files` → 201 `{ success, message }`; 400 `{ fieldErrors }`; 404 unknown client.
 */
export const POST = withAdmin<Context>(async (request, { session, params }) => {
  const [{ id }, input] = await Promise.all([params, readMessage(request)]);
  const message = await replyToClient(session, id, input);
  return json({ success: true, message }, { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
