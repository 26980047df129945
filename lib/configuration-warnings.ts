import "server-only";
import { serverEnv } from "./server/env";
import { site } from "./site";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);

/**
 * What a production server is configured with that visitors would pay for. Logged at start and
 * listed by /api/health.
 */
export function configurationWarnings(
  env: { isProduction: boolean } = serverEnv,
  siteUrl: string = site.url,
): string[] {
  if (!env.isProduction) return [];
  const url = new URL(siteUrl);
  const warnings: string[] = [];
  if (url.protocol === "http:") {
    warnings.push(
      `SITE_URL is ${url.origin}: without https:// the admin cookies are sent without Secure and ` +
        "the emails link to an unencrypted address. Serve the site over HTTPS and set SITE_URL to it.",
    );
  }
  if (LOCAL_HOSTS.has(url.hostname) || url.hostname.endsWith(".localhost")) {
    warnings.push(
      `SITE_URL is ${url.origin}, an address of this machine: the links in emails, the sitemap and ` +
        "the canonical links do not reach visitors. Set SITE_URL to the site's public address.",
    );
  }
  return warnings;
}
