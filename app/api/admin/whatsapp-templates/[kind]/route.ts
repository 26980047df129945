import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { resetWhatsAppTemplate, updateWhatsAppTemplate } from "@/lib/whatsapp/data";

type Context = { params: Promise<{ kind: string }> };

/** Admin: { text } replaces the template of this kind. */
export const PUT = withAdmin<Context>(async (request, { params, session }) => {
  const data = await updateWhatsAppTemplate(session, (await params).kind, await readJson(request));
  return json({ success: true, data });
});

/** Admin: back to the default text. */
export const DELETE = withAdmin<Context>(async (_request, { params, session }) => {
  const data = await resetWhatsAppTemplate(session, (await params).kind);
  return json({ success: true, data });
});

export const { GET, POST, PATCH } = otherMethods("PUT", "DELETE");
