import type { Metadata } from "next";
import { ProgressChart } from "@/components/clients/progress-chart";
import { WeightForm } from "@/components/client-app/weight-form";
import { requireClientPage } from "@/lib/client-app/client-page";
import { myProgress } from "@/lib/client-app/data/my-app";
import { site } from "@/lib/site";

export const metadata: Metadata = { title: "My progress" };

/** Her weight over time (the owner's chart of her, with its table) and the form to log it. */
export default async function MyProgressPage() {
  const progress = await myProgress(await requireClientPage());
  const canLog = progress.features.includes("weightLog");
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
      <ProgressChart
        measurements={progress.measurements}
        goalKg={progress.goalKg}
        name={progress.name}
        loggedBy={{ client: "You", owner: "At a visit" }}
      />
    </div>
  );
}
