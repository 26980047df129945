import Link from "next/link";
import { NumberedSteps } from "@/components/content/numbered-steps";
import { PageHeader } from "@/components/layout/page-header";
import { PROCESS_STEPS } from "@/lib/content/process";
import { pageMetadata } from "@/lib/pages/page-metadata";

export const metadata = pageMetadata({
  description:
    "How it works: from your first consultation and personalised plan to regular check-ins, fine-tuning and habits that last, in ten clear steps.",
  path: "/process",
});

export default function ProcessPage() {
  return (
    <main id="main" className="flex-1">
      <PageHeader band eyebrow="Process" title="How It Works">
        <p>Ten steps from the first conversation to healthy habits that are truly your own.</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <NumberedSteps steps={PROCESS_STEPS} />
        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          <p className="text-lg text-slate-800">Ready to take the first step?</p>
          <Link
            href="/pricing"
            className="rounded-full bg-brand-700 px-8 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Join us Now
          </Link>
        </div>
      </div>
    </main>
  );
}
