"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { PlanDuration, PlanName } from "@/lib/content/plan-names";

// The form (and zod with it) loads on first use, keeping it off the pages' first load.
const PlanRequestDialog = dynamic(() => import("@/components/forms/plan-request-dialog").then((m) => m.PlanRequestDialog));

type Props = { plan: PlanName; duration: PlanDuration; price: number; describedBy: string };

export function ChoosePlanButton({ plan, duration, price, describedBy }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="mt-6 w-full" aria-haspopup="dialog" aria-describedby={describedBy} onClick={() => setOpen(true)}>
        Choose Plan
      </Button>
      {open ? <PlanRequestDialog plan={plan} duration={duration} price={price} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
