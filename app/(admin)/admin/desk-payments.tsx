import Link from "next/link";
import { ErrorMessage } from "@/components/admin/error-message";
import { formatDateTime, formatInr } from "@/components/admin/display-format";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { paymentsToCheck, upiSettings } from "@/lib/payments/data/payments";
import { site } from "@/lib/site";
import { loadAdminData } from "../load-admin-data";

/**
 * The desk's plan requests and consultations whose UTR waits for the owner's check in her bank
 * app, oldest first.
 */
export async function DeskPayments() {
  const session = await requireAdminPage();
  if (!upiSettings()) return null;
  const loaded = await loadAdminData("payments to check", () => paymentsToCheck(session));
  return (
    <section aria-labelledby="payments-heading" className="space-y-3">
      <h2 id="payments-heading" className="text-xl font-semibold text-slate-900">
        Payments to check
      </h2>
      {!loaded.ok ? (
        <ErrorMessage>Error fetching the payments to check</ErrorMessage>
      ) : loaded.data.length === 0 ? (
        <p className="text-slate-700">No UTR waits for your check.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {loaded.data.map((p) => (
            <li key={p._id} className="p-3">
              <Link
                href={`${p.kind === "plans" ? "/admin-plan" : "/admin-appointments"}/${p._id}`}
                prefetch={false}
                className="font-medium text-brand-800 underline"
              >
                {p.name}
              </Link>{" "}
              · {p.what} · {formatInr(p.amount)} · UTR{" "}
              <span className="font-mono">{p.utrs.join(", ")}</span>
              {p.utrAt ? (
                <span className="text-slate-700">
                  {" "}
                  · sent {formatDateTime(p.utrAt, site.timeZone)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
