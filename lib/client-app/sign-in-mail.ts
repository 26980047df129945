import type { OutgoingMail } from "@/lib/mail/transport";
import { signature, type Practice } from "../mail/mail-texts";

/** To the client who asked to sign in to her app (or whom the owner invited): the link and the code. */
export function signInMail(
  to: string,
  p: Practice,
  signIn: { url: string; code: string; validMinutes: number; welcome?: boolean },
): OutgoingMail {
  const validity =
    signIn.validMinutes >= 60
      ? `${Math.round(signIn.validMinutes / 60)} hours`
      : `${signIn.validMinutes} minutes`;
  return {
    to,
    subject: signIn.welcome
      ? `Your programme with ${p.brand} has started`
      : `Your sign-in to ${p.brand}`,
    text:
      [
        "Hello,",
        "",
        ...(signIn.welcome
          ? [
              `Welcome! Your programme has started, and your app is ready: your diet chart, your progress, your visits and messages with Dt. ${p.practitioner}.`,
            ]
          : [`Open your programme, diet chart, progress and messages with Dt. ${p.practitioner}:`]),
        "",
        `Sign in: ${signIn.url}`,
        "",
        `On another phone or computer, enter this code instead: ${signIn.code}`,
        "",
        `The link and the code work once, for ${validity}. ${signIn.welcome ? `Later, sign in again at ${p.siteUrl}/my with this email address.` : "If you did not ask to sign in, you can ignore this email."}`,
      ].join("\n") + signature(p),
  };
}
