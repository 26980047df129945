import { ErrorMessage } from "@/components/admin/error-message";
import { formatDateTime } from "@/components/admin/display-format";
import { SubmissionDetail } from "@/components/submissions/submission-detail";
import { AdminScreen } from "@/components/admin/admin-screen";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";
import { site } from "@/lib/site";
import { loadSubmission } from "../../load-submission";

export const generateMetadata = adminPageMetadata("Message");

type Props = { params: Promise<{ id: string }> };

export default async function ContactMessagePage({ params }: Props) {
  await requireAdminPage();
  return (
    <AdminScreen title="Message">
      <ContactMessageDetail params={params} />
    </AdminScreen>
  );
}

async function ContactMessageDetail({ params }: Props) {
  const loaded = await loadSubmission("contacts", params);
  if (!loaded.ok) return <ErrorMessage>Error fetching contacts</ErrorMessage>;
  const c = loaded.data;
  return (
    <SubmissionDetail
      kind="contacts"
      id={c._id}
      name={c.name}
      item={c}
      timeZone={site.timeZone}
      back={{ href: "/admin-contacts", label: "All messages" }}
      fields={[
        ["Subject", c.subject],
        ["Message", c.message],
        ["Email", c.email],
        ["Received", formatDateTime(c.createdAt, site.timeZone)],
      ]}
      contact={
        <a
          href={`mailto:${c.email}?subject=${encodeURIComponent(`Re: ${c.subject}`)}`}
          aria-label={`Reply by email to ${c.name}`}
          className="inline-flex items-center rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Reply by email
        </a>
      }
    />
  );
}
