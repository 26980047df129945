import { ErrorMessage } from "@/components/admin/error-message";
import { WhatsAppTemplateForm } from "@/components/whatsapp/whatsapp-template-form";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { listWhatsAppTemplates } from "@/lib/whatsapp/data";
import { WHATSAPP_TEMPLATE_MAX, WHATSAPP_TEMPLATES } from "@/lib/whatsapp/message-templates";
import { loadAdminData } from "../load-admin-data";

export async function TemplateList() {
  const session = await requireAdminPage();
  const result = await loadAdminData("WhatsApp templates", () => listWhatsAppTemplates(session));
  if (!result.ok) return <ErrorMessage>Error fetching WhatsApp templates</ErrorMessage>;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {result.data.map((template) => (
        <WhatsAppTemplateForm
          key={template.kind}
          {...template}
          offeredFor={WHATSAPP_TEMPLATES[template.kind].offeredFor}
          maxLength={WHATSAPP_TEMPLATE_MAX}
        />
      ))}
    </div>
  );
}
