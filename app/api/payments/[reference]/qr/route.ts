import { notFound } from "@/lib/server/api/api-errors";
import { apiRoute, otherMethods } from "@/lib/server/api/route-handler";
import { paymentForPage } from "@/lib/payments/data/payments";
import { qrSvg } from "@/lib/payments/qr";

type Context = { params: Promise<{ reference: string }> };

/** Public: the QR code of a signed reference's UPI link, as SVG. 404 unknown or bad signature. */
export const GET = apiRoute<Context>(async (_request, { params }) => {
  const page = await paymentForPage((await params).reference);
  if (!page) throw notFound("No payment with this reference");
  return new Response(await qrSvg(page.step.upiUrl), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // the link only changes if the practice's UPI id or name does
      "Cache-Control": "private, max-age=3600",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
