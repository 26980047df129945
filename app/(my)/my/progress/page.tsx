import type { Metadata } from "next";
import { ProgressChart } from "@/components/clients/progress-chart";
import { ProgressPhotoForm } from "@/components/client-app/progress-photo-form";
import { ProgressPhotos } from "@/components/client-app/progress-photos";
import { WeightForm } from "@/components/client-app/weight-form";
import { requireClientPage } from "@/lib/client-app/client-page";
import { myProgress } from "@/lib/client-app/data/my-app";
import { myProgressPhotos } from "@/lib/client-app/data/progress-photos";
import { PROGRESS_PHOTO_ACCEPT } from "@/lib/client-app/progress-photo-schema";
import { site } from "@/lib/site";

export const metadata: Metadata = { title: "My progress" };

/**
 * Her weight over time (the owner's chart of her, with its table) and the form to log it; with the
 * progress tools, her dated photos too (those she added stay hers to see and delete after).
 */
export default async function MyProgressPage() {
  const session = await requireClientPage();
  const [progress, photos] = await Promise.all([myProgress(session), myProgressPhotos(session)]);
  const canLog = progress.features.includes("weightLog");
  const canAddPhotos = progress.features.includes("progressTools");
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">My progress</h1>
      {canLog ? (
        <WeightForm measures={progress.features.includes("progressTools")} />
      ) : (
        <p className="text-slate-700">
          Logging your weight comes with a programme. Ask Dt. {site.practitioner} about one.
        </p>
      )}
      {canAddPhotos ? <ProgressPhotoForm accept={PROGRESS_PHOTO_ACCEPT} /> : null}
      {canAddPhotos || photos.length ? (
        <section aria-labelledby="photos-heading" className="space-y-3">
          <h2 id="photos-heading" className="text-lg font-semibold text-slate-900">
            My progress photos
          </h2>
          <ProgressPhotos
            items={photos}
            deletable
            emptyText="No photos yet. Add one above to see your change over time."
          />
        </section>
      ) : null}
      <ProgressChart
        measurements={progress.measurements}
        goalKg={progress.goalKg}
        name={progress.name}
        loggedBy={{ client: "You", owner: "At a visit" }}
      />
    </div>
  );
}
