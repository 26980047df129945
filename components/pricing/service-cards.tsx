import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { SERVICE_CARDS } from "@/lib/content/pricing";

export function ServiceCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {SERVICE_CARDS.map((service) => (
        <li
          key={service.title}
          className="flex flex-col rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200"
        >
          <h3 className="text-xl font-bold text-slate-900">{service.title}</h3>
          <p className="mt-2 flex-1 text-slate-700">{service.text}</p>
          {service.note ? (
            <p className="mt-3 font-semibold text-amber-800">{service.note}</p>
          ) : null}
          <Link href="/appointment" className={buttonClasses("secondary", "mt-5")}>
            Book Consultation
          </Link>
        </li>
      ))}
    </ul>
  );
}
