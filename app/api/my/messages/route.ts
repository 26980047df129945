import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withClient } from "@/lib/client-app/client-gate";
import { myMessages, sendMyMessage } from "@/lib/client-messages/data/my-thread";
import { readMessage } from "@/lib/client-messages/read-message";

/**
 * Her thread with the dietician, newest first → 200 `{ items, unread, nextBefore, canWrite }`; `?before=
 * <message id>` for the 50 before that one. 401 without a client session.
 */
export const GET = withClient(async (request, { session }) => {
  const before = new URL(request.url).searchParams.get("before") ?? undefined;
  return json(await myMessages(session, before));
});

/**
 * Her message: JSON `{ text }`, or multipart with `text` and up to three `files` (photos or PDFs
 * of 10 MB) → 201 `{ success, message }`; 400 `{ fieldErrors }`; 403 without a programme.
 */
export const POST = withClient(async (request, { session }) => {
  const message = await sendMyMessage(session, await readMessage(request));
  return json({ success: true, message }, { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
