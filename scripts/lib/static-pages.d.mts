/** Types of scripts/lib/static-pages.mjs for its unit test. */
type Manifest = Record<string, unknown>;

export function staticPageMatcher(manifests: {
  routesManifest: Manifest;
  prerenderManifest: Manifest;
}): (pathname: string) => boolean;
export function loadStaticPageMatcher(distDir: string): (pathname: string) => boolean;
export function urlForNext(url: string, isWholePage: (pathname: string) => boolean): string;
