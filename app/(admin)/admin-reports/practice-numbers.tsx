import Link from "next/link";
import { connection } from "next/server";
import { ErrorMessage } from "@/components/admin/error-message";
import { firstValue, type SearchParams } from "@/components/admin/list-params";
import {
  AppointmentsSection,
  ConversionSection,
  ProgrammesSection,
  ReceiptsSection,
} from "@/components/reports/report-sections";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { practiceReport } from "@/lib/reports/data";
import { serverEnv } from "@/lib/server/env";
import {
  earlierFinancialYear,
  financialYearAt,
  financialYearParam,
  FY_MESSAGE,
} from "@/lib/reports/periods";
import { loadAdminData } from "../load-admin-data";

const YEARS_LISTED = 4;

/** The chosen financial year's four sections, with links to the other recent years. */
export async function PracticeNumbers({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [session, params] = await Promise.all([requireAdminPage(), searchParams]);
  await connection();
  const now = new Date();
  const current = financialYearAt(now);
  const fy = financialYearParam(firstValue(params.fy), now);
  const years = Array.from({ length: YEARS_LISTED }, (_, i) => earlierFinancialYear(current, i));
  const picker = (
    <nav aria-label="Financial year" className="flex flex-wrap items-center gap-2">
      <span className="text-slate-700">Financial year (April to March):</span>
      {years.map((year) => (
        <Link
          key={year.label}
          href={`/admin-reports?fy=${year.label}`}
          prefetch={false}
          aria-current={year.label === fy?.label ? "page" : undefined}
          className="rounded-md border border-slate-300 px-3 py-1 text-slate-800 hover:border-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
        >
          {year.label}
        </Link>
      ))}
    </nav>
  );
  if (!fy) {
    return (
      <div className="space-y-4">
        {picker}
        <ErrorMessage>{`Not a financial year: ${FY_MESSAGE}`}</ErrorMessage>
      </div>
    );
  }
  const renewalDays = serverEnv.renewalReminderDays;
  const result = await loadAdminData("reports", () => practiceReport(session, fy, { now }));
  return (
    <div className="space-y-10">
      <div className="space-y-3">
        {picker}
        <p>
          <a
            href={`/api/admin/reports/receipts?fy=${fy.label}`}
            download
            className="font-medium text-brand-800 underline"
          >
            Download receipts CSV
          </a>{" "}
          <span className="text-slate-700">
            ({fy.label}, for the accountant: dates in IST, amounts in rupees)
          </span>
        </p>
      </div>
      {result.ok ? (
        <>
          <ReceiptsSection fy={fy.label} receipts={result.data.receipts} />
          <ConversionSection fy={fy.label} conversion={result.data.conversion} />
          <AppointmentsSection fy={fy.label} appointments={result.data.appointments} />
          <ProgrammesSection
            fy={fy.label}
            programmes={result.data.programmes}
            renewalDays={renewalDays}
          />
        </>
      ) : (
        <ErrorMessage>Error fetching the reports</ErrorMessage>
      )}
    </div>
  );
}
