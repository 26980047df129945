import "server-only";
import { z } from "zod";
import {
  whatsAppTemplateKind,
  whatsAppTemplateSchema,
} from "@/lib/whatsapp/whatsapp-template-schema";
import {
  WHATSAPP_TEMPLATE_KINDS,
  WHATSAPP_TEMPLATES,
  type WhatsAppTemplateKind,
  type WhatsAppTemplateTexts,
} from "@/lib/whatsapp/message-templates";
import { MessageTemplate } from "@/models/MessageTemplate";
import { assertAdmin, type AdminSession } from "../auth/data/admin-session";
import { connectDb } from "../server/db";

/** One template as the admin screen and the API show it. */
export type WhatsAppTemplateItem = {
  kind: WhatsAppTemplateKind;
  label: string;
  text: string;
  /** true while the owner has not replaced the default text */
  isDefault: boolean;
};

const item = (kind: WhatsAppTemplateKind, stored: string | undefined): WhatsAppTemplateItem => ({
  kind,
  label: WHATSAPP_TEMPLATES[kind].label,
  text: stored ?? WHATSAPP_TEMPLATES[kind].defaultText,
  isDefault: stored === undefined,
});

/** The kind from a URL: 400 naming the allowed kinds for any other. */
const parseKind = (kind: string): WhatsAppTemplateKind =>
  z.object({ kind: whatsAppTemplateKind }).parse({ kind }).kind;

/** Admin only. All eight templates in their fixed order, each the owner's text or the default. */
export async function listWhatsAppTemplates(
  session: AdminSession,
): Promise<WhatsAppTemplateItem[]> {
  assertAdmin(session);
  await connectDb();
  const docs = await MessageTemplate.find().select("text").lean();
  const stored = new Map(docs.map((doc) => [doc._id, doc.text]));
  return WHATSAPP_TEMPLATE_KINDS.map((kind) => item(kind, stored.get(kind)));
}

/** Admin only. Kind -> text, read once by a page that builds WhatsApp links for many clients. */
export async function whatsAppTemplateTexts(session: AdminSession): Promise<WhatsAppTemplateTexts> {
  const templates = await listWhatsAppTemplates(session);
  return Object.fromEntries(templates.map((t) => [t.kind, t.text])) as WhatsAppTemplateTexts;
}

/** Admin only. Replaces one template's text ({ text }: non-empty, at most 1000 characters). */
export async function updateWhatsAppTemplate(
  session: AdminSession,
  kind: string,
  input: unknown,
): Promise<WhatsAppTemplateItem> {
  assertAdmin(session);
  const valid = parseKind(kind);
  const { text } = whatsAppTemplateSchema.parse(input);
  await connectDb();
  await MessageTemplate.updateOne({ _id: valid }, { $set: { text } }, { upsert: true });
  return item(valid, text);
}

/** Admin only. Goes back to the default text (resetting a default changes nothing). */
export async function resetWhatsAppTemplate(
  session: AdminSession,
  kind: string,
): Promise<WhatsAppTemplateItem> {
  assertAdmin(session);
  const valid = parseKind(kind);
  await connectDb();
  await MessageTemplate.deleteOne({ _id: valid });
  return item(valid, undefined);
}
