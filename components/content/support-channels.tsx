import Link from "next/link";

type Channel = { name: string; value: string; href: string; note: string; external?: boolean };

const linkStyle =
  "mt-2 block font-semibold break-words text-slate-900 underline decoration-brand-300 underline-offset-4 hover:text-brand-700";

/** The ways to reach support, as a grid of linked tiles. */
export function SupportChannels({ channels }: { channels: readonly Channel[] }) {
  return (
    <section aria-labelledby="channels-heading">
      <h2 id="channels-heading" className="text-2xl font-bold text-slate-900">
        Contact channels
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {channels.map((channel) => (
          <li
            key={channel.name}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h3 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {channel.name}
            </h3>
            {channel.href.startsWith("/") ? (
              <Link href={channel.href} className={linkStyle}>
                {channel.value}
              </Link>
            ) : (
              <a
                href={channel.href}
                {...(channel.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className={linkStyle}
              >
                {channel.value}
              </a>
            )}
            <p className="mt-2 text-sm text-slate-600">{channel.note}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
