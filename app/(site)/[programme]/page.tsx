import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConditionPage } from "@/components/content/condition/condition-page";
import { CONDITIONS, findCondition } from "@/lib/content/conditions";
import { PROGRAMMES } from "@/lib/content/programmes";

type Props = { params: Promise<{ programme: string }> };

/**
 * The page must come out fully static. This also makes a request for a name that was not
 * prerendered wait for its render instead of getting the App Shell with status 200, so an
 * unknown name answers 404 (Cache Components does not allow `dynamicParams = false`).
 */
export const ensureStatic = "navigation";

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
  return {
    title: page.condition.title,
    description: page.condition.description,
    alternates: { canonical: `/${page.condition.slug}` },
  };
}

export default async function ProgrammePage({ params }: Props) {
  const page = load((await params).programme);
  if (!page) notFound();
  return <ConditionPage condition={page.condition} image={page.image} />;
}
