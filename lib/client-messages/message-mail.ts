import type { OutgoingMail } from "@/lib/mail/transport";
import { signature, type Practice } from "../mail/mail-texts";

/**
 * The emails a new message sends when no phone alert can: never its words nor its files (health
 * data, and a mailbox is read on many screens), only that it came and where to read it.
 */

/** To the owner: a client wrote to her in the app (once until she reads the thread). */
export function clientMessageToOwner(
  to: string,
  p: Practice,
  about: { name: string; clientId: string },
): OutgoingMail {
  return {
    to,
    subject: `New message from ${about.name}`,
    text: [
      `${about.name} has sent you a message in the app.`,
      "",
      `Read and reply: ${p.siteUrl}/admin-clients/${about.clientId}`,
      "",
      "Further messages from them before you read this one send no other email.",
    ].join("\n"),
  };
}

/** To the client: her dietician replied (when no phone of hers has alerts on). */
export function ownerReplyToClient(to: string, p: Practice): OutgoingMail {
  return {
    to,
    subject: `Dt. ${p.practitioner} has replied to you`,
    text:
      [
        "Hello,",
        "",
        `Dt. ${p.practitioner} has replied to you.`,
        `Read it in your app: ${p.siteUrl}/my/messages`,
        "",
        "Turn on alerts in the app to hear of new messages on your phone instead.",
      ].join("\n") + signature(p),
  };
}
