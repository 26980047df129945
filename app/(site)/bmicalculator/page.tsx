import { BmiCalculator } from "@/components/bmi/bmi-calculator";
import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/pages/page-metadata";

export const metadata = pageMetadata({
  description:
    "Work out your body mass index from your weight and height and see which BMI category it falls in.",
  path: "/bmicalculator",
});

export default function BmiPage() {
  return (
    <main id="main" className="flex-1 bg-brand-50/60">
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:items-start">
        <PageHeader title="BMI Calculator">
          <p>
            Body mass index compares your weight with your height. It is a quick first check, not a
            diagnosis: muscle, age and body shape all matter, so talk to us before acting on the
            number.
          </p>
          <p>
            Enter your weight in kilograms and your height in centimetres, then press Calculate.
          </p>
        </PageHeader>
        <BmiCalculator />
      </div>
    </main>
  );
}
