import type { ProcessStep } from "@/lib/content/process";

/** 'How It Works': numbered steps in a responsive grid, numbers read out by the ordered list. */
export function NumberedSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <span
            aria-hidden="true"
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h2 className="text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h2>
            <p className="mt-2 text-slate-700">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
