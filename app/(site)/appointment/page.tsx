import { AppointmentForm } from "@/components/forms/appointment-form";
import { PageHeader } from "@/components/layout/page-header";
import { hoursLines } from "@/lib/booking/clinic-hours";
import { pageMetadata } from "@/lib/pages/page-metadata";
import { loadPublicConsultations } from "@/lib/pages/public-data";
import { site } from "@/lib/site";

export const metadata = pageMetadata({
  description:
    "Book a consultation with the dietician at the clinic, by video or by phone: choose the kind and a time, tell us the reason, and we confirm by email or WhatsApp.",
  path: "/appointment",
});

export default async function AppointmentPage() {
  const { types, hours } = await loadPublicConsultations();
  return (
    <main id="main" className="flex-1 bg-brand-50/60">
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <PageHeader title="Book an Appointment">
          <p>Consultations at the clinic, by video or by phone, in India Standard Time (IST):</p>
          <ul className="list-disc pl-5">
            {hoursLines(hours).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>
            Pick the date that suits you. If that day is full, we will offer you the nearest free
            slots.
          </p>
          <p>We confirm every booking by email or WhatsApp, usually within a few hours.</p>
        </PageHeader>
        <section
          aria-label="Booking form"
          className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200"
        >
          <AppointmentForm practiceWhatsApp={site.whatsappNumber} types={types} />
        </section>
      </div>
    </main>
  );
}
