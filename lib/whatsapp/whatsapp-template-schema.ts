import { z } from "zod";
import { WHATSAPP_TEMPLATE_KINDS, WHATSAPP_TEMPLATE_MAX } from "@/lib/whatsapp/message-templates";
import { multiLineText } from "../forms/fields";

export const whatsAppTemplateKind = z.enum(WHATSAPP_TEMPLATE_KINDS, {
  error: `Template kind must be one of ${WHATSAPP_TEMPLATE_KINDS.join(", ")}`,
});

/** PUT /api/admin/whatsapp-templates/{kind}: the owner's text, several lines allowed. */
export const whatsAppTemplateSchema = z.object({
  text: multiLineText("Text", WHATSAPP_TEMPLATE_MAX),
});
