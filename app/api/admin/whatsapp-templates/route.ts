import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { listWhatsAppTemplates } from "@/lib/whatsapp/data";

/** Admin: the eight WhatsApp templates, each the owner's text or the default (isDefault). */
export const GET = withAdmin(async (_request, { session }) =>
  json(await listWhatsAppTemplates(session)),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
