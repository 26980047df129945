import { notFound } from "@/lib/server/api/api-errors";
import { otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { readReport } from "@/lib/clients/data/intakes";

type Context = { params: Promise<{ id: string }> };

const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|"/g, "_");

/**
 * Admin only: the report a client attached to the intake questionnaire. Health data: sent
 * `private, no-store`, and only to a request from the admin's own pages (sameOriginReads).
 */
export const GET = withAdmin<Context>(
  async (_request, { session, params }) => {
    const { id } = await params;
    const report = await readReport(session, id);
    if (!report) throw notFound("Report not found");
    return new Response(new Uint8Array(report.bytes), {
      headers: {
        "Content-Type": report.contentType,
        "Content-Length": String(report.bytes.byteLength),
        "Content-Disposition": `attachment; filename="${asciiName(report.filename)}"; filename*=UTF-8''${encodeURIComponent(report.filename)}`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "X-Robots-Tag": "noindex",
      },
    });
  },
  { sameOriginReads: true },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
