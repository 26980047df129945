import Link from "next/link";
import { RescheduleForm } from "@/components/booking/reschedule-form";
import {
  EmailLinkPage,
  LinkProblem,
  linkToken,
  secretLinkRequest,
} from "@/components/booking/email-link-page";
import { appointmentForRescheduleLink } from "@/lib/booking/data/reschedule";
import { site } from "@/lib/site";

export const metadata = {
  title: "Reschedule your appointment",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Rendered whole per request, nothing cached: the URL holds the link's secret (EmailLinkPage). */
export const instant = false;

/** Where the reschedule link of a confirmation or reminder email leads: pick a free time, move in one step. */
export default async function RescheduleAppointmentPage({ searchParams }: Props) {
  await secretLinkRequest();
  return (
    <EmailLinkPage
      title="Reschedule your appointment"
      intro="Pick a new date and a free time; your current time is released when you move."
    >
      <RescheduleDetails searchParams={searchParams} />
    </EmailLinkPage>
  );
}

async function RescheduleDetails({ searchParams }: Props) {
  const value = await linkToken(searchParams);
  const found = value
    ? await appointmentForRescheduleLink(value)
    : {
        ok: false as const,
        message:
          "This reschedule link is incomplete. Please use the link in your latest email, or call us.",
      };
  if (!found.ok) {
    return (
      <LinkProblem message={found.message}>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <Link href="/appointment" className="font-medium text-brand-800 underline">
            Book an appointment
          </Link>
          <a href={site.phoneHref} className="font-medium text-brand-800 underline">
            Call {site.phone}
          </a>
        </p>
      </LinkProblem>
    );
  }
  return (
    <div className="space-y-4">
      <p>
        Your appointment is on <strong>{found.when}</strong>.
      </p>
      <RescheduleForm token={value} date={found.date} when={found.when} />
    </div>
  );
}
