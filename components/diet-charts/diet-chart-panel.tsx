import { CopyableLink } from "../admin/copyable-link";
import { RevokeDietChartLink } from "./revoke-diet-chart-link";
import type { DietChartVersion } from "@/lib/diet-charts/diet-chart-schema";
import { WhatsAppLinks, type WhatsAppMessage } from "../whatsapp/whatsapp-links";

const linkClass = "font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900";

/**
 * The client's diet chart on their page: the versions saved (each to view and download as the
 * client does), their own signed link to copy, send on WhatsApp or revoke, and the form for the next
 * version (`children`).
 */
export function DietChartPanel({
  clientName,
  clientId,
  url,
  versions,
  messages,
  children,
}: {
  clientName: string;
  clientId: string;
  /** the client's signed link to the current version */
  url: string;
  versions: (DietChartVersion & { date: string; viewHref: string; pdfHref: string })[];
  messages: WhatsAppMessage[];
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby="diet-chart-heading" className="space-y-4">
      <h3 id="diet-chart-heading" className="text-lg font-semibold text-slate-900">
        Diet chart
      </h3>
      {versions.length ? (
        <>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {versions.map((v) => (
              <li key={v._id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-2">
                <span className="font-semibold text-slate-900">v{v.version}</span>
                <span className="min-w-0 flex-1 break-words text-slate-900">
                  {v.title}
                  <span className="text-slate-700">
                    {" "}
                    · {v.date}
                    {v.format === "pdf" ? " · uploaded PDF" : ""}
                  </span>
                </span>
                <a
                  href={v.viewHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`View v${v.version} as the client sees it (opens in a new tab)`}
                  className={linkClass}
                >
                  View
                </a>
                <a
                  href={v.pdfHref}
                  download
                  aria-label={`PDF of v${v.version}`}
                  className={linkClass}
                >
                  PDF
                </a>
              </li>
            ))}
          </ul>
          <div className="space-y-2">
            <p className="text-sm text-slate-700">
              {clientName}&apos;s own link: it shows the current version and lists the earlier ones.
              Every new version is emailed to them.
            </p>
            <CopyableLink id="diet-chart-url" url={url} what="the diet chart link">
              <WhatsAppLinks messages={messages} clientName={clientName} />
            </CopyableLink>
            <RevokeDietChartLink clientId={clientId} clientName={clientName} />
          </div>
        </>
      ) : (
        <p className="text-slate-700">No diet chart yet.</p>
      )}
      {children}
    </section>
  );
}
