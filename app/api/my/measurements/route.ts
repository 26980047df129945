import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withClient } from "@/lib/client-app/client-gate";
import { logMyMeasurement } from "@/lib/client-app/data/my-app";

/**
 * The client logs her weight: `{ date, weightKg, waistCm?, hipCm?, note? }` → 201
 * `{ success, measurement }`; 400 `{ fieldErrors }`; 403 when her plan has no weight log.
 */
export const POST = withClient(async (request, { session }) => {
  const measurement = await logMyMeasurement(session, await readJson(request));
  return json({ success: true, measurement }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
