import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminScreen } from "@/components/admin/admin-screen";
import { ClientTimeline } from "@/components/clients/client-timeline";
import { ContactLinks } from "@/components/submissions/contact-links";
import { ErrorMessage } from "@/components/admin/error-message";
import { formatDateTime } from "@/components/admin/display-format";
import { IntakePanel } from "@/components/clients/intake-panel";
import { ClientProfileForm } from "@/components/clients/client-profile-form";
import { IntakeLink } from "@/components/clients/intake-link";
import { MergeClients } from "@/components/clients/merge-clients";
import { intakeWhatsApp } from "@/components/whatsapp/whatsapp-links";
import { MeasurementForm } from "@/components/clients/measurement-form";
import { ProgrammesPanel } from "@/components/programmes/programmes-panel";
import { ProgressChart } from "@/components/clients/progress-chart";
import { ApiError } from "@/lib/server/api/api-errors";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";
import { bmiCategory } from "@/lib/clients/bmi";
import { istDate } from "@/lib/booking/slots";
import { PLANS } from "@/lib/content/plans";
import { mergeCandidates } from "@/lib/clients/data/client-merge";
import { getClientRecord } from "@/lib/clients/data/client-record";
import { intakeUrlFor } from "@/lib/mail/practice";
import { site } from "@/lib/site";
import { INTAKE_GOALS } from "@/lib/clients/intake-schema";
import type { ClientRecord } from "@/lib/clients/client-schema";
import { loadAdminData, type Loaded } from "../../load-admin-data";
import { loadWhatsApp } from "../../load-submission";
import { ClientAppSection } from "./client-app-section";
import { DietChartSection } from "./diet-chart-section";
import { MessagesSection } from "./messages-section";
import { ProgressPhotosSection } from "./progress-photos-section";

export const generateMetadata = adminPageMetadata("Client");

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ merge?: string | string[] }>;
};

export default async function ClientPage({ params, searchParams }: Props) {
  await requireAdminPage();
  return (
    <AdminScreen title="Client">
      <ClientDetail params={params} searchParams={searchParams} />
    </AdminScreen>
  );
}

/** The record, Next's 404 for an unknown id, or `ok: false` (logged) for a failed read. */
async function loadClient(params: Props["params"]): Promise<Loaded<ClientRecord>> {
  const [session, { id }] = await Promise.all([requireAdminPage(), params]);
  const loaded = await loadAdminData("the client", () =>
    getClientRecord(session, id).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }),
  );
  if (!loaded.ok) return loaded;
  if (!loaded.data) notFound();
  return { ok: true, data: loaded.data };
}

async function ClientDetail({ params, searchParams }: Props) {
  const [loaded, session, whatsApp, { merge }] = await Promise.all([
    loadClient(params),
    requireAdminPage(),
    loadWhatsApp(),
    searchParams,
  ]);
  if (!loaded.ok) return <ErrorMessage>Error fetching the client</ErrorMessage>;
  const record = loaded.data;
  const { client } = record;
  const q = typeof merge === "string" ? merge.slice(0, 100) : undefined;
  const [candidates, intakeUrl] = await Promise.all([
    mergeCandidates(session, client._id, q).catch(() => []),
    record.intakeFor ? intakeUrlFor(record.intakeFor) : undefined,
  ]);
  const email = client.email || client.emails[0];
  const phone = client.phone || client.phones[0];
  const profile: [string, string | undefined][] = [
    [client.emails.length > 1 ? "Emails" : "Email", client.emails.join("\n") || client.email],
    [client.phones.length > 1 ? "Phones" : "Phone", client.phones.join("\n") || client.phone],
    ["First seen", formatDateTime(client.firstSeenAt, site.timeZone)],
    ["Latest activity", formatDateTime(client.lastActivityAt, site.timeZone)],
    [
      "BMI (intake)",
      client.bmi === undefined
        ? undefined
        : `${client.bmi.toFixed(1)} (${bmiCategory(client.bmi)})`,
    ],
    [
      "Goal",
      client.goal && (INTAKE_GOALS[client.goal as keyof typeof INTAKE_GOALS] ?? client.goal),
    ],
    ["Goal weight", record.goalKg === undefined ? undefined : `${record.goalKg} kg`],
  ];
  return (
    <div className="space-y-6">
      <Link
        href="/admin-clients"
        prefetch={false}
        className="text-sm font-medium text-brand-800 underline"
      >
        All clients
      </Link>
      <h2 className="text-xl font-semibold break-words text-slate-900">{client.name}</h2>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[max-content_1fr]">
        {profile
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="break-words whitespace-pre-line text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      {email ? (
        <div className="flex flex-wrap gap-2">
          <ContactLinks name={client.name} phone={phone} email={email} />
        </div>
      ) : null}
      <ClientProfileForm clientId={client._id} name={client.name} goalKg={record.goalKg} />
      {record.intakeFor && intakeUrl ? (
        <IntakeLink
          url={intakeUrl}
          forTitle={record.intakeFor.title}
          clientName={client.name}
          messages={
            phone
              ? intakeWhatsApp(
                  whatsApp.texts,
                  { name: client.name, phone },
                  whatsApp.practice,
                  intakeUrl,
                )
              : []
          }
        />
      ) : null}
      <ProgrammesPanel
        clientId={client._id}
        programmes={record.programmes}
        plans={PLANS.map((p) => ({ name: p.name, duration: p.duration, followUps: p.followUps }))}
        requests={record.planRequests
          .filter((r) => !r.inProgramme)
          .map((r) => ({
            _id: r._id,
            plan: r.plan,
            duration: r.duration,
            label: `${r.plan}, ${r.duration} of ${formatDateTime(r.createdAt, site.timeZone)}${r.paid ? ", paid" : ""}`,
          }))}
        today={istDate(new Date())}
        timeZone={site.timeZone}
      />
      <section aria-labelledby="progress-heading" className="space-y-4">
        <h3 id="progress-heading" className="text-lg font-semibold text-slate-900">
          Progress
        </h3>
        <ProgressChart
          measurements={record.measurements.map(({ date, weightKg, bmi, loggedBy }) => ({
            date,
            weightKg,
            bmi,
            loggedBy,
          }))}
          loggedBy={{ client: "Client, in the app", owner: "You, at a visit" }}
          goalKg={record.goalKg}
          name={client.name}
        />
        <MeasurementForm clientId={client._id} />
      </section>
      <ProgressPhotosSection clientId={client._id} />
      <IntakePanel intake={record.intake} timeZone={site.timeZone} />
      <MessagesSection clientId={client._id} name={client.name} />
      <DietChartSection clientId={client._id} name={client.name} phone={phone} />
      <ClientAppSection clientId={client._id} />
      <section aria-labelledby="history-heading" className="space-y-3">
        <h3 id="history-heading" className="text-lg font-semibold text-slate-900">
          History
        </h3>
        <ClientTimeline entries={record.timeline} timeZone={site.timeZone} />
      </section>
      <MergeClients client={client} candidates={candidates} q={q} timeZone={site.timeZone} />
    </div>
  );
}
