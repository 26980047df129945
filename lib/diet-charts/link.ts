import "server-only";
import { signDietChartToken } from "@/lib/diet-charts/diet-chart-token";
import { serverEnv } from "@/lib/server/env";
import { addMonths } from "@/lib/privacy/retention-period";
import { site } from "@/lib/site";

/**
 * The client's signed link to their diet chart, valid for the retention period, of their current
 * link version (`dietChartLinkVersion`, raised by each revocation).
 */
export async function dietChartUrlFor(
  clientId: string,
  linkVersion: number,
  now: Date = new Date(),
): Promise<string> {
  const expiresAt = addMonths(now, serverEnv.retentionMonths);
  const token = await signDietChartToken(clientId, expiresAt, serverEnv.jwtSecret, linkVersion);
  return `${site.url}/diet-chart?token=${encodeURIComponent(token)}`;
}

/** Where one version's PDF is downloaded, under the same signed link. */
export const dietChartPdfPath = (token: string, version: number) =>
  `/api/diet-chart/pdf?token=${encodeURIComponent(token)}&v=${version}`;

/** A version's page under the same signed link. */
export const dietChartVersionPath = (token: string, version: number) =>
  `/diet-chart?token=${encodeURIComponent(token)}&v=${version}`;

/** "12 March 2026", the day in India. */
export const chartDate = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: site.timeZone,
  }).format(new Date(iso));
