"use client";
import { BMI_LEGEND, type BmiResult } from "@/lib/clients/bmi";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

export function BmiResultModal({
  name,
  result,
  onClose,
}: {
  name: string;
  result: BmiResult;
  onClose: () => void;
}) {
  return (
    <Modal title="Your BMI result" onClose={onClose}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
        <dt className="font-medium">Name</dt>
        <dd>{name}</dd>
        {result.ok ? (
          <>
            <dt className="font-medium">BMI</dt>
            <dd className="text-2xl font-bold text-brand-800">{result.bmi}</dd>
            <dt className="font-medium">Category</dt>
            <dd className="font-semibold">{result.category}</dd>
          </>
        ) : (
          <>
            <dt className="font-medium">BMI</dt>
            <dd className="font-semibold text-red-700">{result.message}</dd>
          </>
        )}
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">BMI categories</h3>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {BMI_LEGEND.map((row) => (
          <li key={row.label}>
            {row.label}: {row.range}
          </li>
        ))}
      </ul>
      <Button className="mt-6 w-full" onClick={onClose}>
        Close
      </Button>
    </Modal>
  );
}
