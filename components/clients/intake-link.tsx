import { CopyableLink } from "../admin/copyable-link";
import { INTAKE_LINK_DAYS } from "@/lib/clients/intake-token";
import { WhatsAppLinks, type WhatsAppMessage } from "../whatsapp/whatsapp-links";

/**
 * The client's intake questionnaire link, for their latest booking or plan request: one tap to
 * send it on WhatsApp, or copied to send another way.
 */
export function IntakeLink({
  url,
  forTitle,
  clientName,
  messages,
}: {
  url: string;
  forTitle: string;
  clientName: string;
  messages: WhatsAppMessage[];
}) {
  return (
    <section aria-labelledby="intake-link-heading" className="space-y-2">
      <h3 id="intake-link-heading" className="text-lg font-semibold text-slate-900">
        Intake questionnaire link
      </h3>
      <p className="text-sm text-slate-700">
        For {forTitle}; it works for {INTAKE_LINK_DAYS} days and only for this client.
      </p>
      <CopyableLink id="intake-link-url" url={url} what="the intake link">
        <WhatsAppLinks messages={messages} clientName={clientName} />
      </CopyableLink>
    </section>
  );
}
