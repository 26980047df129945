import type { Metadata } from "next";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: { absolute: `Dietician ${site.practitioner} | Personalized Dietician Healthcare` },
};

export default function HomePage() {
  return (
    <main id="main" className="mx-auto max-w-5xl flex-1 px-6 py-24">
      <h1 className="text-4xl font-bold text-slate-900">Personalized Nutrition Coach</h1>
    </main>
  );
}
