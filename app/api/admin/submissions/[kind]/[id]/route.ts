import { readJson } from "@/lib/server/api/body";
import { notFound } from "@/lib/server/api/api-errors";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { getSubmission, updateSubmission } from "@/lib/submissions/data/submissions";
import { isSubmissionKind, SUBMISSION_KINDS } from "@/lib/submissions/submission-status";

type Context = { params: Promise<{ kind: string; id: string }> };

async function target(params: Context["params"]) {
  const { kind, id } = await params;
  if (!isSubmissionKind(kind))
    throw notFound(`Unknown kind of submission: use ${SUBMISSION_KINDS.join(", ")}`);
  return { kind, id };
}

/** Admin: one plan request, appointment or message, with its status, notes and history. */
export const GET = withAdmin<Context>(async (_request, { params, session }) => {
  const { kind, id } = await target(params);
  return json(await getSubmission(session, kind, id));
});

/**
 * Admin: `{ status?, note?, read? }` changes the status (stamped in `history`), adds a private
 * note (`notes`) or marks the item read. Answers the item. Leaving booked/confirmed frees an
 * appointment's slot; cancelling emails the client; completing sends the review request once.
 */
export const PATCH = withAdmin<Context>(async (request, { params, session }) => {
  const { kind, id } = await target(params);
  return json(await updateSubmission(session, kind, id, await readJson(request)));
});

export const { POST, PUT, DELETE } = otherMethods("GET", "PATCH");
