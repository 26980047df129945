import { ClientAppPanel } from "@/components/client-app/client-app-panel";
import { ErrorMessage } from "@/components/admin/error-message";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { clientAppSettings } from "@/lib/client-app/data/owner-app-settings";
import { loadAdminData } from "../../load-admin-data";

/** The client page's "Client app" (issue 43): her sign-in, her sessions, her features. */
export async function ClientAppSection({ clientId }: { clientId: string }) {
  const session = await requireAdminPage();
  const loaded = await loadAdminData("the client app", () => clientAppSettings(session, clientId));
  return (
    <section aria-labelledby="client-app-heading" className="space-y-3">
      <h3 id="client-app-heading" className="text-lg font-semibold text-slate-900">
        Client app
      </h3>
      {loaded.ok ? (
        <ClientAppPanel clientId={clientId} settings={loaded.data} />
      ) : (
        <ErrorMessage>Error fetching the client app</ErrorMessage>
      )}
    </section>
  );
}
