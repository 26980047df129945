import Link from "next/link";

/** The 'Book an Appointment' call to action used across the content pages. */
export function BookingLink({ variant = "solid" }: { variant?: "solid" | "light" }) {
  const style =
    variant === "solid"
      ? "bg-brand-700 text-white hover:bg-brand-800"
      : "bg-white text-brand-800 hover:bg-brand-50";
  return (
    <Link
      href="/appointment"
      className={`inline-flex items-center rounded-full px-6 py-3 font-semibold shadow-sm ${style}`}
    >
      Book an Appointment
    </Link>
  );
}
