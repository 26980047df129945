import type { Metadata } from "next";
import {
  EmailLinkPage,
  LinkProblem,
  linkToken,
  secretLinkRequest,
} from "@/components/booking/email-link-page";
import { IntakeForm } from "@/components/clients/intake-form";
import { intakeForLink } from "@/lib/clients/data/intakes";
import { site } from "@/lib/site";
import {
  INTAKE_ACTIVITY,
  INTAKE_CONDITIONS,
  INTAKE_DIETS,
  INTAKE_GOALS,
  INTAKE_SEXES,
  MAX_REPORT_BYTES,
  REPORT_TYPES,
} from "@/lib/clients/intake-schema";
import { INTAKE_LINK_MESSAGES } from "@/lib/clients/intake-view";

const TITLE = "Before your first visit";

export const metadata: Metadata = {
  title: TITLE,
  description: `The health questionnaire ${site.brand} asks you to fill in before your first consultation.`,
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Rendered whole per request, nothing cached: the URL holds the link's secret (EmailLinkPage). */
export const instant = false;

/**
 * Where the intake link of a booking confirmation or a plan request's acknowledgement leads,
 * `/intake?token=…`: the questionnaire, filled in again with the answers sent before so they can
 * be corrected until the first visit. The lists go to the form as props: their module builds zod
 * schemas, which the form loads only when it first checks (components/forms/validate.ts).
 */
export default async function IntakePage({ searchParams }: Props) {
  await secretLinkRequest();
  const token = await linkToken(searchParams);
  const view = token ? await intakeForLink(token) : { status: "invalid" as const };
  return (
    <EmailLinkPage
      title={TITLE}
      label="Your health questionnaire"
      intro="A few questions about your health and habits, so that your first consultation starts from what matters to you. It takes about five minutes."
    >
      {view.status === "open" ? (
        <div className="space-y-6">
          <div className="space-y-1">
            <p className="text-lg font-semibold text-slate-900">Hello {view.name}</p>
            {view.firstVisit ? (
              <p className="text-slate-800">
                Your first visit is on <strong>{view.firstVisit}</strong>.
              </p>
            ) : null}
          </div>
          <IntakeForm
            token={token}
            initial={view.answers}
            report={view.report}
            brand={site.brand}
            choices={{
              sex: INTAKE_SEXES,
              goal: INTAKE_GOALS,
              diet: INTAKE_DIETS,
              activity: INTAKE_ACTIVITY,
              conditions: INTAKE_CONDITIONS,
            }}
            reportRules={{ types: Object.keys(REPORT_TYPES), maxBytes: MAX_REPORT_BYTES }}
          />
        </div>
      ) : (
        <LinkProblem message={INTAKE_LINK_MESSAGES[view.status]}>
          <a href={site.phoneHref} className="font-medium text-brand-800 underline">
            Call {site.phone}
          </a>
        </LinkProblem>
      )}
    </EmailLinkPage>
  );
}
