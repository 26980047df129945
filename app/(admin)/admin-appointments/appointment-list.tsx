import { AppointmentsTable } from "@/components/booking/appointments-table";
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
import { ClosedDates } from "@/components/booking/closed-dates-editor";
import { listAppointments } from "@/lib/booking/data/appointments";
import { upcomingClosedDates } from "@/lib/booking/data/closed-dates";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { site } from "@/lib/site";
import { APPOINTMENT_STATUSES, STATUS_LABELS } from "@/lib/submissions/submission-status";
import { loadAdminData } from "../load-admin-data";

const PATH = "/admin-appointments";
const SORTS = [
  { value: "createdAt", label: "Submission Time" },
  { value: "date", label: "Appointment Date" },
] as const;

export async function AppointmentList({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [session, params] = await Promise.all([requireAdminPage(), searchParams]);
  const sort = oneOf(params, "sort", ["createdAt", "date"] as const) ?? "createdAt";
  const q = firstValue(params.q);
  const status = oneOf(params, "status", APPOINTMENT_STATUSES);
  const page = pageParam(params);
  const [result, closed] = await Promise.all([
    loadAdminData("appointments", () => listAppointments(session, { sort, q, status, page })),
    loadAdminData("closed dates", () => upcomingClosedDates()),
  ]);
  const keep = { sort: sort === "createdAt" ? undefined : sort, q, status };

  return (
    <>
      <ListToolbar
        pathname={PATH}
        q={q}
        searchLabel="Search by name, email or phone"
        stateKey={JSON.stringify(keep)}
      >
        <AutoSubmitSelect label="Sort by" name="sort" options={SORTS} value={sort} />
        <AutoSubmitSelect
          label="Status"
          name="status"
          options={statusOptions(APPOINTMENT_STATUSES, STATUS_LABELS)}
          value={status}
        />
      </ListToolbar>
      {result.ok ? (
        <>
          <ListSummary
            total={result.data.total}
            noun={result.data.total === 1 ? "appointment" : "appointments"}
            csvHref={hrefWith("/api/appointments", { format: "csv", ...keep })}
          />
          <AppointmentsTable
            rows={result.data.items}
            timeZone={site.timeZone}
            caption={`Appointments, newest ${sort === "date" ? "appointment date" : "submission"} first`}
          />
          <Pagination
            pathname={PATH}
            keep={keep}
            page={result.data.page}
            pageSize={result.data.pageSize}
            total={result.data.total}
          />
        </>
      ) : (
        <ErrorMessage>Error fetching appointments</ErrorMessage>
      )}
      {closed.ok ? (
        <ClosedDates dates={closed.data} />
      ) : (
        <ErrorMessage>Error fetching closed dates</ErrorMessage>
      )}
    </>
  );
}
