import { Suspense } from "react";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";
import { WHATSAPP_PLACEHOLDERS } from "@/lib/whatsapp/message-templates";
import { TemplateList } from "./template-list";

export const generateMetadata = adminPageMetadata("WhatsApp Templates");

export default async function AdminWhatsAppPage() {
  await requireAdminPage();
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">WhatsApp Templates</h1>
      <p className="mb-6 max-w-3xl text-slate-700">
        Each appointment and plan request comes with one-tap WhatsApp links to the client, their
        text taken from these templates. Words in braces are filled in for each client; the link
        opens WhatsApp with the message ready, for you to check and send.
      </p>
      <section
        aria-labelledby="placeholders-heading"
        className="mb-8 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="placeholders-heading" className="mb-3 text-xl font-semibold text-slate-900">
          Placeholders
        </h2>
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {Object.entries(WHATSAPP_PLACEHOLDERS).map(([key, { meaning, missing }]) => (
            <div key={key} className="contents">
              <dt className="font-mono text-sm font-semibold text-slate-900">{`{${key}}`}</dt>
              <dd className="mb-2 text-slate-700 sm:mb-0">
                {meaning}
                {missing ? ` (when unknown: "${missing}")` : ""}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <Suspense fallback={<p role="status">Loading...</p>}>
        <TemplateList />
      </Suspense>
    </>
  );
}
