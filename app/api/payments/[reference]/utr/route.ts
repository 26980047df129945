import { apiRoute, json, otherMethods } from "@/lib/server/api/route-handler";
import { readSubmission } from "@/lib/forms/read-submission";
import { submitUtr } from "@/lib/payments/data/payments";

type Context = { params: Promise<{ reference: string }> };

/**
 * Public: `{ utr }`, the 12-digit UPI transaction reference the client's app showed after paying.
 * 200 { success, payment: { status, utr, utrs } } (the same UTR again is a no-op; a different
 * one is kept beside the first), 400 wrong format, 404 unknown reference or bad signature, 409
 * paid or three UTRs sent already.
 */
export const POST = apiRoute<Context>(async (request, { params }) => {
  const [{ reference }, body] = await Promise.all([params, readSubmission(request)]);
  const payment = await submitUtr(reference, body);
  return json({ success: true, payment });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
