import "server-only";
import type { Metadata } from "next";
import { site } from "@/lib/site";

/**
 * Title, description, canonical URL and Open Graph for a public page. The root layout's
 * template turns the title into '<Page> | {brand}'; Open Graph is repeated whole because
 * Next replaces (does not merge) a parent's openGraph object.
 */
export function pageMetadata({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  path: string;
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: site.brand,
      locale: "en_IN",
      url: path,
      title: `${title} | ${site.brand}`,
      description,
    },
  };
}
