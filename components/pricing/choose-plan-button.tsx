"use client";
import { lazy, Suspense, useState } from "react";
import { ContinueOnWhatsApp, type SentSummary } from "@/components/forms/continue-on-whatsapp";
import { Button } from "@/components/ui/button";
import type { PlanDuration, PlanName } from "@/lib/content/plan-names";

// The form (and zod with it) loads on first use, keeping it off the pages' first load. React.lazy
// rather than next/dynamic: the dialog never renders on the server, and next/dynamic's loader
// would add about 4 KB to the page.
const PlanRequestDialog = lazy(() =>
  import("@/components/forms/plan-request-dialog").then((m) => ({ default: m.PlanRequestDialog })),
);

const PlanPaymentPanel = lazy(() =>
  import("@/components/payments/plan-payment-panel").then((m) => ({ default: m.PlanPaymentPanel })),
);

type Props = {
  plan: PlanName;
  duration: PlanDuration;
  price: number;
  describedBy: string;
  /** the practice's WhatsApp digits (lib/site is server-only) */
  practiceWhatsApp: string;
};

/**
 * 'Choose Plan', the request dialog, and below the button the success panel the dialog fills,
 * with the UPI payment step when the answer has one.
 */
export function ChoosePlanButton({ plan, duration, price, describedBy, practiceWhatsApp }: Props) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<SentSummary | null>(null);
  return (
    <>
      <Button
        className="mt-6 w-full"
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        onClick={() => {
          setSent(null);
          setOpen(true);
        }}
      >
        Choose Plan
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PlanRequestDialog
            plan={plan}
            duration={duration}
            price={price}
            practiceWhatsApp={practiceWhatsApp}
            onSent={setSent}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
      <ContinueOnWhatsApp sent={sent} className="mt-4" />
      {sent?.payment ? (
        <Suspense fallback={null}>
          <PlanPaymentPanel step={sent.payment.step} note={sent.payment.note} />
        </Suspense>
      ) : null}
    </>
  );
}
