import { ClientPageLink } from "@/components/clients/client-page-link";
import { ContactLinks } from "@/components/submissions/contact-links";
import { ErrorMessage } from "@/components/admin/error-message";
import { IntakePanel } from "@/components/clients/intake-panel";
import { formatDateTime, formatInr } from "@/components/admin/display-format";
import { SubmissionDetail } from "@/components/submissions/submission-detail";
import { planWhatsApp, WhatsAppLinks } from "@/components/whatsapp/whatsapp-links";
import { AdminScreen } from "@/components/admin/admin-screen";
import { PaymentPanel } from "@/components/payments/payment-panel";
import { upiSettings } from "@/lib/payments/data/payments";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";
import { intakeUrlFor } from "@/lib/mail/practice";
import { site } from "@/lib/site";
import { loadClientId, loadIntake, loadSubmission, loadWhatsApp } from "../../load-submission";

export const generateMetadata = adminPageMetadata("Plan Request");

type Props = { params: Promise<{ id: string }> };

export default async function PlanRequestPage({ params }: Props) {
  await requireAdminPage();
  return (
    <AdminScreen title="Plan Request">
      <PlanRequestDetail params={params} />
    </AdminScreen>
  );
}

async function PlanRequestDetail({ params }: Props) {
  const [loaded, whatsApp, intake] = await Promise.all([
    loadSubmission("plans", params),
    loadWhatsApp(),
    loadIntake("plans", params),
  ]);
  if (!loaded.ok) return <ErrorMessage>Error fetching plans</ErrorMessage>;
  const p = loaded.data;
  const clientId = await loadClientId(p);
  const intakeLink = await intakeUrlFor({ collection: "plans", id: p._id });
  return (
    <SubmissionDetail
      kind="plans"
      id={p._id}
      name={p.name}
      item={p}
      timeZone={site.timeZone}
      back={{ href: "/admin-plan", label: "All plan submissions" }}
      fields={[
        ["Plan", `${p.plan}, ${p.duration}`],
        ["Price", formatInr(p.price)],
        ["Email", p.email],
        ["Phone", p.phone],
        ["Submitted", formatDateTime(p.createdAt, site.timeZone)],
      ]}
      contact={
        <ContactLinks name={p.name} phone={p.phone} email={p.email}>
          <WhatsAppLinks
            messages={planWhatsApp(whatsApp.texts, p, whatsApp.practice, intakeLink)}
            clientName={p.name}
          />
        </ContactLinks>
      }
    >
      {upiSettings() ? (
        <PaymentPanel id={p._id} name={p.name} payment={p.payment} timeZone={site.timeZone} />
      ) : null}
      <ClientPageLink
        clientId={clientId}
        hint={p.payment?.status === "paid" ? "to start their programme" : undefined}
      />
      <IntakePanel intake={intake} timeZone={site.timeZone} />
    </SubmissionDetail>
  );
}
