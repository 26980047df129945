import { expect } from "@playwright/test";
import { partOfType, subjectOf, textOf } from "../../test/mime";
import { mailSinkPorts } from "../e2e-env";

/** A message the app sent, as the mail sink received it, decoded. */
export type SentMail = { to: string[]; subject: string; text: string; ics?: string };

const sinkUrl = () =>
  `http://127.0.0.1:${mailSinkPorts(Number(process.env.E2E_PORT || 3100)).http}/messages`;

export async function allMail(): Promise<SentMail[]> {
  const raw = (await (await fetch(sinkUrl())).json()) as { to: string[]; raw: string }[];
  return raw.map((m) => ({
    to: m.to,
    subject: subjectOf(m.raw),
    text: textOf(m.raw),
    ics: partOfType(m.raw, "text/calendar")?.body,
  }));
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
