import Link from "next/link";
import type { ReactNode } from "react";
import { AppointmentTypeCard } from "@/components/booking/appointment-type-card";
import { AppointmentTypeForm } from "@/components/booking/appointment-type-form";
import { ClosedDates } from "@/components/booking/closed-dates-editor";
import { ErrorMessage } from "@/components/admin/error-message";
import { MeetingLinkForm } from "@/components/booking/meeting-link-form";
import { TimeBlocks } from "@/components/booking/time-blocks";
import { WeeklyHoursForm } from "@/components/booking/weekly-hours-form";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { upcomingClosedDates } from "@/lib/booking/data/closed-dates";
import {
  appointmentTypesForOwner,
  consultationSettingsForOwner,
  upcomingTimeBlocks,
} from "@/lib/booking/data/consultations";
import { loadAdminData } from "../load-admin-data";

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="text-slate-700">{intro}</p>
      {children}
    </section>
  );
}

const deskLink = (
  <Link href="/admin" prefetch={false} className="font-medium text-brand-800 underline">
    Today desk
  </Link>
);

/** The Consultations screen's sections, each read per request and saved through its own API. */
export async function ConsultationSettings() {
  const session = await requireAdminPage();
  const [types, settings, blocks, closed] = await Promise.all([
    loadAdminData("appointment types", () => appointmentTypesForOwner(session)),
    loadAdminData("consultation settings", () => consultationSettingsForOwner(session)),
    loadAdminData("blocked times", () => upcomingTimeBlocks(session)),
    loadAdminData("closed dates", () => upcomingClosedDates()),
  ]);
  return (
    <div className="space-y-10">
      <Section
        id="types"
        title="Appointment types"
        intro="What visitors can book, how long it takes and how it is held. Bookings already made keep the length and price they were booked with."
      >
        {types.ok ? (
          <ul className="space-y-3">
            {types.data.map((type) => (
              <AppointmentTypeCard key={type._id} type={type} />
            ))}
          </ul>
        ) : (
          <ErrorMessage>Error fetching the appointment types</ErrorMessage>
        )}
        <AppointmentTypeForm />
      </Section>
      <Section
        id="hours"
        title="Weekly hours"
        intro={
          <>
            The times visitors can book, in India Standard Time. Bookings already made are kept;
            those your new hours leave out are listed on the {deskLink}.
          </>
        }
      >
        {settings.ok ? (
          <WeeklyHoursForm hours={settings.data.hours} />
        ) : (
          <ErrorMessage>Error fetching the weekly hours</ErrorMessage>
        )}
      </Section>
      <Section
        id="blocks"
        title="Blocked times"
        intro={
          <>
            Part of a date with no new bookings. To close a whole date, use Closed dates below.
            Bookings already made in a blocked time are kept and listed on the {deskLink}.
          </>
        }
      >
        {blocks.ok ? (
          <TimeBlocks blocks={blocks.data} />
        ) : (
          <ErrorMessage>Error fetching the blocked times</ErrorMessage>
        )}
        {closed.ok ? (
          <ClosedDates dates={closed.data} />
        ) : (
          <ErrorMessage>Error fetching closed dates</ErrorMessage>
        )}
      </Section>
      <Section
        id="meeting"
        title="Video meeting link"
        intro="The room of your video consultations (Google Meet, Zoom, Jitsi). It goes into the confirmation and reminder emails and the calendar files of video consultations."
      >
        {settings.ok ? (
          <MeetingLinkForm url={settings.data.meetingUrl} />
        ) : (
          <ErrorMessage>Error fetching the meeting link</ErrorMessage>
        )}
      </Section>
    </div>
  );
}
