import Link from "next/link";
import {
  EmailLinkPage,
  LinkProblem,
  linkToken,
  secretLinkRequest,
} from "@/components/booking/email-link-page";
import { LinkActionButton } from "@/components/forms/link-action-button";
import { appointmentForCancelLink } from "@/lib/booking/data/appointment-status";
import { holdsSlot, STATUS_LABELS } from "@/lib/submissions/submission-status";

export const metadata = {
  title: "Cancel your appointment",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Rendered whole per request, nothing cached: the URL holds the link's secret (EmailLinkPage). */
export const instant = false;

/** Where the cancel link of a confirmation email leads: one confirming click cancels and frees the slot. */
export default async function CancelAppointmentPage({ searchParams }: Props) {
  await secretLinkRequest();
  return (
    <EmailLinkPage
      title="Cancel your appointment"
      intro="Plans change; thank you for letting us know, so someone else can take the time."
    >
      <CancelDetails searchParams={searchParams} />
    </EmailLinkPage>
  );
}

async function CancelDetails({ searchParams }: Props) {
  const value = await linkToken(searchParams);
  const found = value
    ? await appointmentForCancelLink(value)
    : {
        ok: false as const,
        message:
          "This cancellation link is incomplete. Please use the link in your confirmation email, or call us.",
      };
  if (!found.ok) {
    return (
      <LinkProblem message={found.message}>
        <Link href="/contact" className="font-medium text-brand-800 underline">
          Contact us
        </Link>
      </LinkProblem>
    );
  }
  if (!holdsSlot(found.status)) {
    return (
      <p>
        The appointment of {found.name} on {found.when} is already{" "}
        {STATUS_LABELS[found.status].toLowerCase()}.{" "}
        <Link href="/appointment" className="font-medium text-brand-800 underline">
          Book another time
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <p>
        {found.name}, your appointment is on <strong>{found.when}</strong>.
      </p>
      <p className="text-sm text-slate-700">
        Please cancel at least 24 hours ahead; a later cancellation may incur a fee of up to 50% of
        the service cost.
      </p>
      <LinkActionButton
        url="/api/appointments/cancel"
        token={value}
        label="Yes, cancel my appointment"
        done="Your appointment is cancelled."
        failed="Could not cancel. Please call us."
        afterDone={
          <Link href="/appointment" className="underline">
            Book another time
          </Link>
        }
      />
    </div>
  );
}
