import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import {
  consultationSettingsForOwner,
  saveConsultationSettings,
} from "@/lib/booking/data/consultations";

/** Admin: `{ hours, meetingUrl }`: the weekly hours (7 days, Sunday first, each `[{ from, to }]`). */
export const GET = withAdmin(async (_request, { session }) => {
  return json(await consultationSettingsForOwner(session));
});

/** Admin: saves `{ hours?, meetingUrl? }`; slots follow at once. */
export const PUT = withAdmin(async (request, { session }) =>
  json(await saveConsultationSettings(session, await readJson(request))),
);

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
