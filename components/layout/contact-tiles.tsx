import { site } from "@/lib/site";

const tile = "rounded-2xl bg-white p-5 shadow-md ring-1 ring-slate-200";

/** Email, phone and postal address of the practice. */
export function ContactTiles() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      <li className={tile}>
        <h2 className="font-semibold text-slate-900">Email</h2>
        <a
          href={`mailto:${site.email}`}
          className="mt-1 block break-all text-brand-800 underline underline-offset-4"
        >
          {site.email}
        </a>
      </li>
      <li className={tile}>
        <h2 className="font-semibold text-slate-900">Phone</h2>
        <a href={site.phoneHref} className="mt-1 block text-brand-800 underline underline-offset-4">
          {site.phone}
        </a>
      </li>
      <li className={tile}>
        <h2 className="font-semibold text-slate-900">Address</h2>
        <address className="mt-1 text-slate-700 not-italic">{site.contactAddress}</address>
      </li>
    </ul>
  );
}
