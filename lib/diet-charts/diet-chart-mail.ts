import type { OutgoingMail } from "@/lib/mail/transport";
import { signature, type Practice } from "../mail/mail-texts";

/**
 * To the client, each time the owner saves a version of their diet chart: the signed link to
 * it and nothing of the chart itself (the title, the meals), which are health data.
 */
export function dietChartReady(
  to: string,
  p: Practice,
  chart: { url: string; version: number },
): OutgoingMail {
  return {
    to,
    subject: "Your diet chart is ready",
    text:
      [
        "Hello,",
        "",
        chart.version > 1
          ? `Dt. ${p.practitioner} has updated your diet chart (version ${chart.version}).`
          : `Dt. ${p.practitioner} has written your diet chart.`,
        "",
        `See it, print it or download it as a PDF: ${chart.url}`,
        "",
        "The link is yours alone: please do not share it. Earlier versions are listed on the same page.",
        "",
        `Questions about your plan? Call or message us on ${p.phone}.`,
      ].join("\n") + signature(p),
  };
}
