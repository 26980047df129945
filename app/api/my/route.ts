import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withClient } from "@/lib/client-app/client-gate";
import { myOverview } from "@/lib/client-app/data/my-app";

/**
 * The signed-in client's app, whole: `{ client, programme, dietChart, appointments, receipts,
 * measurements }` (lib/client-app/my-app-schema.ts). 401 without a client session.
 */
export const GET = withClient(async (_request, { session }) => json(await myOverview(session)));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
