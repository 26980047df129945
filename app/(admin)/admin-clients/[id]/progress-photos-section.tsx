import { ErrorMessage } from "@/components/admin/error-message";
import { ProgressPhotos } from "@/components/client-app/progress-photos";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { clientProgressPhotos } from "@/lib/client-app/data/progress-photos";
import { loadAdminData } from "../../load-admin-data";

/**
 * The client page's progress photos (issue 43): the dated photos she added in her app, the latest
 * day first, read-only. Shown only when she has some.
 */
export async function ProgressPhotosSection({ clientId }: { clientId: string }) {
  const session = await requireAdminPage();
  const loaded = await loadAdminData("the progress photos", () =>
    clientProgressPhotos(session, clientId),
  );
  if (loaded.ok && loaded.data.length === 0) return null;
  return (
    <section aria-labelledby="progress-photos-heading" className="space-y-3">
      <h3 id="progress-photos-heading" className="text-lg font-semibold text-slate-900">
        Progress photos
      </h3>
      {loaded.ok ? (
        <ProgressPhotos items={loaded.data} />
      ) : (
        <ErrorMessage>Error fetching the progress photos</ErrorMessage>
      )}
    </section>
  );
}
