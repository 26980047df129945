import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConditionPage } from "@/components/content/condition/condition-page";
import { CONDITIONS, findCondition } from "@/lib/content/conditions";
import { PROGRAMMES } from "@/lib/content/programmes";
import { pageMetadata } from "@/lib/pages/page-metadata";

type Props = { params: Promise<{ programme: string }> };

/**
 * Names other than the 13 prerendered ones answer 404 straight away. Cache Components does not
 * allow `dynamicParams = false`; without this the App Shell would be sent with status 200 first.
 */
export const unstable_paramMatching = { programme: "not-found" } as const;

/** The 13 condition routes are prerendered; any other name under this segment is a 404. */
export function generateStaticParams() {
  return CONDITIONS.map((condition) => ({ programme: condition.slug }));
}

function load(slug: string) {
  const condition = findCondition(slug);
  const programme = PROGRAMMES.find((p) => p.slug === slug);
  return condition && programme ? { condition, image: programme.img } : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = load((await params).programme);
  if (!page) return {};
  return pageMetadata({
    description: page.condition.description,
    path: `/${page.condition.slug}`,
  });
}

export default async function ProgrammePage({ params }: Props) {
  const page = load((await params).programme);
  if (!page) notFound();
  return <ConditionPage condition={page.condition} image={page.image} />;
}
