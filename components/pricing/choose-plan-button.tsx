"use client";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import type { PlanDuration, PlanName } from "@/lib/content/plan-names";

// The form (and zod with it) loads on first use, keeping it off the pages' first load. React.lazy
// rather than next/dynamic: the dialog never renders on the server, and next/dynamic's loader
// would add about 4 KB to the page.
const PlanRequestDialog = lazy(() =>
  import("@/components/forms/plan-request-dialog").then((m) => ({ default: m.PlanRequestDialog })),
);

type Props = { plan: PlanName; duration: PlanDuration; price: number; describedBy: string };

export function ChoosePlanButton({ plan, duration, price, describedBy }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        className="mt-6 w-full"
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        Choose Plan
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PlanRequestDialog
            plan={plan}
            duration={duration}
            price={price}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
