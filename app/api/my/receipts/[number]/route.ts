import { otherMethods } from "@/lib/server/api/route-handler";
import { withClient } from "@/lib/client-app/client-gate";
import { myReceiptText } from "@/lib/client-app/data/my-app";

type Context = { params: Promise<{ number: string }> };

/** One of the signed-in client's receipts, as a text file to keep; 404 for a number not hers. */
export const GET = withClient<Context>(async (_request, { session, params }) => {
  const { number } = await params;
  const text = await myReceiptText(session, number);
  return new Response(text, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="receipt-${number.replace(/[^\w-]/g, "_")}.txt"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
