import { AutoSubmitSelect } from "@/components/admin/auto-submit-select";
import { ErrorMessage } from "@/components/admin/error-message";
import { ListSummary, ListToolbar } from "@/components/admin/list-toolbar";
import {
  firstValue,
  hrefWith,
  oneOf,
  pageParam,
  statusOptions,
  type SearchParams,
} from "@/components/admin/list-params";
import { Pagination } from "@/components/admin/pagination";
import { PlansTable } from "@/components/submissions/plans-table";
import { PLAN_DURATIONS, PLAN_NAMES } from "@/lib/content/plan-names";
import { upiSettings } from "@/lib/payments/data/payments";
import { listPlanRequests } from "@/lib/submissions/data/plan-requests";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { site } from "@/lib/site";
import { PAYMENT_LABELS, PAYMENT_STATUSES } from "@/lib/payments/payment-schema";
import { LEAD_STATUSES, STATUS_LABELS } from "@/lib/submissions/submission-status";
import { loadAdminData } from "../load-admin-data";

const PATH = "/admin-plan";
const all = (values: readonly string[]) => [
  { value: "", label: "All" },
  ...values.map((v) => ({ value: v, label: v })),
];

export async function PlanSubmissions({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [session, params] = await Promise.all([requireAdminPage(), searchParams]);
  const showPayment = Boolean(upiSettings());
  const filters = {
    plan: oneOf(params, "plan", PLAN_NAMES),
    duration: oneOf(params, "duration", PLAN_DURATIONS),
    status: oneOf(params, "status", LEAD_STATUSES),
    payment: showPayment ? oneOf(params, "payment", PAYMENT_STATUSES) : undefined,
    q: firstValue(params.q),
  };
  const page = pageParam(params);
  const result = await loadAdminData("plans", () =>
    listPlanRequests(session, { ...filters, page }),
  );

  return (
    <>
      <ListToolbar
        pathname={PATH}
        q={filters.q}
        searchLabel="Search by name, email or phone"
        stateKey={JSON.stringify(filters)}
      >
        <AutoSubmitSelect label="Plan" name="plan" options={all(PLAN_NAMES)} value={filters.plan} />
        <AutoSubmitSelect
          label="Duration"
          name="duration"
          options={all(PLAN_DURATIONS)}
          value={filters.duration}
        />
        <AutoSubmitSelect
          label="Status"
          name="status"
          options={statusOptions(LEAD_STATUSES, STATUS_LABELS)}
          value={filters.status}
        />
        {showPayment ? (
          <AutoSubmitSelect
            label="Payment"
            name="payment"
            options={statusOptions(PAYMENT_STATUSES, PAYMENT_LABELS)}
            value={filters.payment}
          />
        ) : null}
      </ListToolbar>
      {result.ok ? (
        <>
          <ListSummary
            total={result.data.total}
            noun={result.data.total === 1 ? "plan submission" : "plan submissions"}
            csvHref={hrefWith("/api/plans", { format: "csv", ...filters })}
          />
          <PlansTable rows={result.data.items} timeZone={site.timeZone} showPayment={showPayment} />
          <Pagination
            pathname={PATH}
            keep={filters}
            page={result.data.page}
            pageSize={result.data.pageSize}
            total={result.data.total}
          />
        </>
      ) : (
        <>
          <ErrorMessage>Error fetching plans</ErrorMessage>
          <PlansTable rows={[]} timeZone={site.timeZone} showPayment={showPayment} />
        </>
      )}
    </>
  );
}
