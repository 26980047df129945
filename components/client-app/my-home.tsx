import Link from "next/link";
import { formatCalendarDate } from "@/components/admin/display-format";
import { formatRupees } from "@/lib/payments/upi";
import type { MyOverview } from "@/lib/client-app/my-app-schema";
import { site } from "@/lib/site";
import { MyPushToggle } from "./my-push-toggle";
import { MyVisits } from "./my-visits";

const card = "rounded-lg bg-white p-4 shadow-sm";
const link = "font-medium text-brand-800 underline";
const heading = "mb-2 text-lg font-semibold text-slate-900";

/** Her app's home: her programme, her next visits, her chart, her progress, receipts and intake. */
export function MyHome({ overview }: { overview: MyOverview }) {
  const { client, programme, dietChart, measurements, receipts, intakeUrl } = overview;
  const latest = measurements.at(-1);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Hello, {client.name}</h1>
      <section aria-labelledby="my-programme" className={card}>
        <h2 id="my-programme" className={heading}>
          My programme
        </h2>
        {programme ? (
          <div className="space-y-1 text-slate-800">
            <p className="font-medium">
              {programme.plan}, {programme.duration}
            </p>
            <p>
              {formatCalendarDate(programme.startDate)} to {formatCalendarDate(programme.endDate)}
              {programme.state === "active" ? ` · ${programme.daysLeft} days left` : ""}
              {programme.state === "ended" ? " · ended" : ""}
              {programme.state === "upcoming" ? " · starts soon" : ""}
            </p>
            <p>
              Follow-up visits: {programme.followUpsUsed} of {programme.followUpsIncluded} booked
            </p>
            {programme.renewalPayUrl ? (
              <p>
                Your programme ends soon.{" "}
                <a href={programme.renewalPayUrl} className={link}>
                  Renew it by UPI
                </a>
              </p>
            ) : null}
          </div>
        ) : (
          <p className="text-slate-700">
            You have no programme yet.{" "}
            <Link href="/pricing" className={link}>
              See the plans
            </Link>
          </p>
        )}
      </section>
      <MyVisits appointments={overview.appointments} />
      <section aria-labelledby="my-chart" className={card}>
        <h2 id="my-chart" className={heading}>
          My diet chart
        </h2>
        {dietChart ? (
          <p className="text-slate-800">
            {dietChart.title}, version {dietChart.current}.{" "}
            <Link href="/my/diet-chart" className={link}>
              Open my diet chart
            </Link>
          </p>
        ) : (
          <p className="text-slate-700">Not ready yet: we will send you a message when it is.</p>
        )}
      </section>
      <section aria-labelledby="my-progress" className={card}>
        <h2 id="my-progress" className={heading}>
          My progress
        </h2>
        <p className="text-slate-800">
          {latest
            ? `Latest weight: ${latest.weightKg} kg on ${formatCalendarDate(latest.date)}. `
            : "No weight logged yet. "}
          <Link href="/my/progress" className={link}>
            {client.features.includes("weightLog") ? "Log my weight" : "See my progress"}
          </Link>
        </p>
      </section>
      {receipts.length ? (
        <section aria-labelledby="my-receipts" className={card}>
          <h2 id="my-receipts" className={heading}>
            Receipts
          </h2>
          <ul className="space-y-2">
            {receipts.map((r) => (
              <li key={r.number}>
                <a
                  href={`/api/my/receipts/${encodeURIComponent(r.number)}`}
                  download
                  className={link}
                >
                  Receipt {r.number}
                </a>{" "}
                <span className="text-slate-700">
                  · {r.item} · {formatRupees(r.amount)} ·{" "}
                  {formatCalendarDate(r.paidAt.slice(0, 10))}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {intakeUrl ? (
        <section aria-labelledby="my-intake" className={card}>
          <h2 id="my-intake" className={heading}>
            My health questionnaire
          </h2>
          <p className="text-slate-800">
            Answer it, or correct your answers, before your first visit.{" "}
            <a href={intakeUrl} className={link}>
              Open the questionnaire
            </a>
          </p>
        </section>
      ) : null}
      <MyPushToggle />
      <p className="text-sm text-slate-700">
        Questions? Call or WhatsApp{" "}
        <a href={site.phoneHref} className={link}>
          {site.phone}
        </a>
        , or write in{" "}
        <Link href="/my/messages" className={link}>
          Messages
        </Link>
        .
      </p>
    </div>
  );
}
