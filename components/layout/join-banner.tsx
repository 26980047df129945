import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

/** The closing call to action: 'Join us Now' to the plans. */
export function JoinBanner() {
  return (
    <section aria-labelledby="join-heading" className="bg-brand-800 py-12 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="join-heading" className="text-2xl font-bold">
            Ready to start eating for your health?
          </h2>
          <p className="mt-1 text-brand-50">
            Pick a plan today and get your first diet plan within 48 hours.
          </p>
        </div>
        <Link href="/pricing" className={buttonClasses("accent")}>
          Join us Now
        </Link>
      </div>
    </section>
  );
}
