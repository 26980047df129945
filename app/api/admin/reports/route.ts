import { badRequest } from "@/lib/server/api/api-errors";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { practiceReport } from "@/lib/reports/data";
import { financialYearParam, FY_MESSAGE } from "@/lib/reports/periods";

/**
 * Admin only: the practice's numbers for a financial year, `?fy=2026-27` (default: the current
 * one) → `{ receipts: { total, count, byMonth }, conversion, appointments, programmes }`; months
 * April to March, in IST. 400 for a malformed `fy`.
 */
export const GET = withAdmin(async (request, { session }) => {
  const now = new Date();
  const fy = financialYearParam(new URL(request.url).searchParams.get("fy"), now);
  if (!fy) throw badRequest(FY_MESSAGE);
  return json(await practiceReport(session, fy, { now }));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
