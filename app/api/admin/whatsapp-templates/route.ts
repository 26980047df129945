import { json, otherMethods } from "@/lib/api/route";
import { withAdmin } from "@/lib/api/with-admin";
import { listWhatsAppTemplates } from "@/lib/data/whatsapp-templates";

/** Admin: the eight WhatsApp templates, each the owner's text or the default (isDefault). */
export const GET = withAdmin(async (_request, { session }) =>
  json(await listWhatsAppTemplates(session)),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
