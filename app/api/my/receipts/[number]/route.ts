import { otherMethods } from "@/lib/server/api/route-handler";
import { withClient } from "@/lib/client-app/client-gate";
import { myReceiptPdf } from "@/lib/client-app/data/my-app";

type Context = { params: Promise<{ number: string }> };

/** One of the signed-in client's receipts, as a PDF to keep; 404 for a number not hers. */
export const GET = withClient<Context>(async (_request, { session, params }) => {
  const { number } = await params;
  const bytes = await myReceiptPdf(session, number);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `attachment; filename="receipt-${number.replace(/[^\w-]/g, "_")}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
