import type { WhatsAppMessage } from "@/lib/whatsapp/messages";

export {
  appointmentWhatsApp,
  dietChartWhatsApp,
  intakeWhatsApp,
  planWhatsApp,
  renewalWhatsApp,
  type WhatsAppMessage,
} from "@/lib/whatsapp/messages";

/**
 * One-tap WhatsApp links to a client, one per message (from appointmentWhatsApp / planWhatsApp,
 * with the templates read once per page by whatsAppTemplateTexts and the practice's values from
 * practiceWhatsAppValues). A server component: plain links, no client code. When the client's
 * phone is not a number WhatsApp can use, it says so instead.
 */
export function WhatsAppLinks({
  messages,
  clientName,
  className = "",
}: {
  messages: readonly WhatsAppMessage[];
  clientName: string;
  className?: string;
}) {
  const linked = messages.filter((m): m is WhatsAppMessage & { href: string } => m.href !== null);
  if (!linked.length) {
    return messages.length ? (
      <p className={`text-sm text-slate-700 ${className}`}>
        No WhatsApp links: the phone number cannot be used on WhatsApp.
      </p>
    ) : null;
  }
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {linked.map((message) => (
        <li key={message.kind}>
          <a
            href={message.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp: ${message.label}, to ${clientName} (opens in a new tab)`}
            className="inline-flex min-h-6 items-center rounded-md border border-brand-700 bg-white px-3 py-1 text-sm font-medium text-brand-800 underline-offset-2 hover:bg-brand-50 hover:underline"
          >
            WhatsApp: {message.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
