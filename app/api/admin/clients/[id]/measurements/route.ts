import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { addMeasurement } from "@/lib/clients/data/client-record";

type Context = { params: Promise<{ id: string }> };

/**
 * Admin only: a measurement taken at a visit, `{ date, weightKg, waistCm?, hipCm?, bodyFatPct?,
 * bp?, note? }` → 201 `{ success, measurement }` (with the BMI when the client's intake gave a
 * height); 400 with a message per field; 404 for an unknown client.
 */
export const POST = withAdmin<Context>(async (request, { session, params }) => {
  const [{ id }, body] = await Promise.all([params, readJson(request)]);
  const measurement = await addMeasurement(session, id, body);
  return json({ success: true, measurement }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
