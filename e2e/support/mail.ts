import { expect } from "@playwright/test";
import { attachmentOfType, htmlOf, parseMail, replyToOf, subjectOf, textOf } from "../../test/mime";
import { mailSinkPorts } from "./e2e-env";

/** A message the app sent, as the mail sink received it, read with a MIME parser (test/mime.ts). */
export type SentMail = {
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  ics?: string;
};

const sinkUrl = () =>
  `http://127.0.0.1:${mailSinkPorts(Number(process.env.E2E_PORT || 3100)).http}/messages`;

export async function allMail(): Promise<SentMail[]> {
  const raw = (await (await fetch(sinkUrl())).json()) as { to: string[]; raw: string }[];
  return Promise.all(
    raw.map(async (m) => {
      const parsed = await parseMail(m.raw);
      return {
        to: m.to,
        replyTo: replyToOf(parsed),
        subject: subjectOf(parsed),
        text: textOf(parsed),
        html: htmlOf(parsed),
        ics: attachmentOfType(parsed, "text/calendar")?.body,
      };
    }),
  );
}
/** Waits for the app to send a message matching `match` (mail goes out in the background). */
export async function waitForMail(
  match: (mail: SentMail) => boolean,
  timeout = 15_000,
): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await allMail()).find(match);
        return Boolean(found);
      },
      { timeout, message: "waiting for an email from the app" },
    )
    .toBe(true);
  return found!;
}
