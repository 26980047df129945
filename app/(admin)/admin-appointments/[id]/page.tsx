import { ClientPageLink } from "@/components/clients/client-page-link";
import { ContactLinks } from "@/components/submissions/contact-links";
import { ErrorMessage } from "@/components/admin/error-message";
import { IntakePanel } from "@/components/clients/intake-panel";
import { formatCalendarDate, formatDateTime, formatInr } from "@/components/admin/display-format";
import { SubmissionDetail } from "@/components/submissions/submission-detail";
import { appointmentWhatsApp, WhatsAppLinks } from "@/components/whatsapp/whatsapp-links";
import { AdminScreen } from "@/components/admin/admin-screen";
import { PaymentPanel } from "@/components/payments/payment-panel";
import { upiSettings } from "@/lib/payments/data/payments";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";
import { intakeUrlFor } from "@/lib/mail/practice";
import { site } from "@/lib/site";
import { loadClientId, loadIntake, loadSubmission, loadWhatsApp } from "../../load-submission";

export const generateMetadata = adminPageMetadata("Appointment");

type Props = { params: Promise<{ id: string }> };

export default async function AppointmentPage({ params }: Props) {
  await requireAdminPage();
  return (
    <AdminScreen title="Appointment">
      <AppointmentDetail params={params} />
    </AdminScreen>
  );
}

async function AppointmentDetail({ params }: Props) {
  const [loaded, whatsApp, intake] = await Promise.all([
    loadSubmission("appointments", params),
    loadWhatsApp(),
    loadIntake("appointments", params),
  ]);
  if (!loaded.ok) return <ErrorMessage>Error fetching appointments</ErrorMessage>;
  const a = loaded.data;
  const clientId = await loadClientId(a);
  const intakeLink = await intakeUrlFor({ collection: "appointments", id: a._id });
  return (
    <SubmissionDetail
      kind="appointments"
      id={a._id}
      name={a.name}
      item={a}
      timeZone={site.timeZone}
      back={{ href: "/admin-appointments", label: "All appointments" }}
      fields={[
        ["Date", formatCalendarDate(a.date)],
        ["Time (IST)", a.time ?? "To agree"],
        ["Reason", a.disease],
        ...(a.price !== undefined ? ([["Price", formatInr(a.price)]] as [string, string][]) : []),
        ["Email", a.email],
        ["Phone", a.phone],
        ...(a.cancelledBy
          ? ([["Cancelled by", a.cancelledBy === "client" ? "the client" : "the practice"]] as [
              string,
              string,
            ][])
          : []),
        ["Submitted", formatDateTime(a.createdAt, site.timeZone)],
      ]}
      contact={
        <ContactLinks name={a.name} phone={a.phone} email={a.email}>
          <WhatsAppLinks
            messages={appointmentWhatsApp(whatsApp.texts, a, whatsApp.practice, intakeLink)}
            clientName={a.name}
          />
        </ContactLinks>
      }
    >
      {upiSettings() && a.payment ? (
        <PaymentPanel
          kind="appointments"
          id={a._id}
          name={a.name}
          payment={a.payment}
          timeZone={site.timeZone}
        />
      ) : null}
      <ClientPageLink clientId={clientId} />
      <IntakePanel intake={intake} timeZone={site.timeZone} />
    </SubmissionDetail>
  );
}
