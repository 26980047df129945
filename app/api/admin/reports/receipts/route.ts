import { csvResponse } from "@/lib/server/api/csv-response";
import { badRequest } from "@/lib/server/api/api-errors";
import { otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { receiptsOfYear } from "@/lib/reports/data";
import { financialYearParam, FY_MESSAGE } from "@/lib/reports/periods";
import { RECEIPT_CSV_COLUMNS } from "@/lib/reports/receipts-csv";

/**
 * Admin only: a financial year's receipts as CSV for the accountant, `?fy=2026-27` (default: the
 * current one), in number order: date (IST, DD/MM/YYYY), receipt number, client, what for (the
 * plan, or "Consultation: <type>"), amount in rupees, UTR ("(erased)" once the client's data was
 * erased). 400 for a malformed `fy`.
 */
export const GET = withAdmin(async (request, { session }) => {
  const fy = financialYearParam(new URL(request.url).searchParams.get("fy"), new Date());
  if (!fy) throw badRequest(FY_MESSAGE);
  return csvResponse(
    `receipts-${fy.label}`,
    RECEIPT_CSV_COLUMNS,
    await receiptsOfYear(session, fy),
  );
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
