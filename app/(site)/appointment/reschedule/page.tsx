import { Suspense } from "react";
import Link from "next/link";
import { RescheduleForm } from "@/components/booking/reschedule-form";
import { PageHeader } from "@/components/layout/page-header";
import { appointmentForRescheduleLink } from "@/lib/data/reschedule";
import { site } from "@/lib/site";

export const metadata = {
  title: "Reschedule your appointment",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Where the reschedule link of a confirmation or reminder email leads: pick a free time, move in one step. */
export default function RescheduleAppointmentPage({ searchParams }: Props) {
  return (
    <main id="main" className="flex-1 bg-brand-50/60">
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <PageHeader title="Reschedule your appointment">
          <p>Pick a new date and a free time; your current time is released when you move.</p>
        </PageHeader>
        <section
          aria-label="Your appointment"
          className="mt-8 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200"
        >
          <Suspense fallback={<p>Loading...</p>}>
            <RescheduleDetails searchParams={searchParams} />
          </Suspense>
        </section>
      </div>
    </main>
  );
}

async function RescheduleDetails({ searchParams }: Props) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token : "";
  const found = value
    ? await appointmentForRescheduleLink(value)
    : {
        ok: false as const,
        message:
          "This reschedule link is incomplete. Please use the link in your latest email, or call us.",
      };
  if (!found.ok) {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-red-800">
          {found.message}
        </p>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <Link href="/appointment" className="font-medium text-brand-800 underline">
            Book an appointment
          </Link>
          <a href={site.phoneHref} className="font-medium text-brand-800 underline">
            Call {site.phone}
          </a>
        </p>
      </div>
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
