import { PLANS } from "@/lib/content/plans";
import { COMPARISON_ROWS } from "@/lib/content/pricing";

const Mark = ({ included }: { included: boolean }) =>
  included ? (
    <span className="font-bold text-brand-700">
      <span aria-hidden="true">✓</span>
      <span className="sr-only">Included</span>
    </span>
  ) : (
    <span className="text-slate-600">
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not included</span>
    </span>
  );

const cell = "border-b border-slate-200 px-4 py-3";

/** Side by side from 1024 px; below that, one table per plan (spec §2). Pure CSS, no script. */
export function ComparisonTable() {
  return (
    <div>
      <table className="hidden w-full border-collapse rounded-2xl bg-white text-left shadow-md lg:table">
        <caption className="sr-only">Features included in each plan</caption>
        <thead className="bg-brand-800 text-white">
          <tr>
            <th scope="col" className="px-4 py-3">
              Feature
            </th>
            {PLANS.map((plan) => (
              <th key={plan.name} scope="col" className="px-4 py-3 text-center">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARISON_ROWS.map((row, index) => (
            <tr key={row} className="even:bg-slate-50">
              <th scope="row" className={`${cell} font-medium text-slate-800`}>
                {row}
              </th>
              {PLANS.map((plan) => (
                <td key={plan.name} className={`${cell} text-center`}>
                  <Mark included={index < plan.includedRows} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="grid gap-6 lg:hidden">
        {PLANS.map((plan) => (
          <table
            key={plan.name}
            className="w-full border-collapse rounded-2xl bg-white text-left shadow-md"
          >
            <caption className="bg-brand-800 px-4 py-3 text-left font-semibold text-white">
              {plan.name}
            </caption>
            <tbody>
              {COMPARISON_ROWS.map((row, index) => (
                <tr key={row}>
                  <th scope="row" className={`${cell} text-sm font-medium text-slate-800`}>
                    {row}
                  </th>
                  <td className={`${cell} text-center`}>
                    <Mark included={index < plan.includedRows} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </div>
  );
}
