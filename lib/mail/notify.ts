import "server-only";
import { enqueueMail, enqueueMailOnce, type MailKind, type MailRef } from "@/lib/mail/data/outbox";
import { alertOwner, type OwnerAlert } from "@/lib/push/alerts";
import { kickDelivery } from "./delivery";
import type { OutgoingMail } from "./transport";

/**
 * Queues emails about something that just happened (a submission saved, an account paused;
 * `ref` names the submission, if any) and starts delivering them in the background, with the
 * owner's phone alert if one is given (lib/push/alerts.ts, sent in the background too). Never
 * throws: the visitor's request has its answer already, and the outbox retries.
 */
export async function notify(
  ref: MailRef | undefined,
  messages: { kind: MailKind; mail: OutgoingMail }[],
  alert?: OwnerAlert,
): Promise<void> {
  if (alert) alertOwner(alert);
  try {
    for (const { kind, mail } of messages) await enqueueMail(kind, mail, ref);
    kickDelivery();
  } catch (error) {
    const kinds = messages.map((m) => m.kind).join(", ");
    const about = ref ? ` for ${ref.collection}/${String(ref.id)}` : "";
    console.error(`[mail] could not queue ${kinds}${about}:`, error);
  }
}

/**
 * Queues an email that must go at most once, named by `onceKey` (e.g. one review request per
 * appointment), and starts delivering it; the owner's alert, if given, goes with the first only.
 * Never throws, like `notify`.
 */
export async function notifyOnce(
  onceKey: string,
  ref: MailRef | undefined,
  { kind, mail }: { kind: MailKind; mail: OutgoingMail },
  alert?: OwnerAlert,
): Promise<void> {
  try {
    if (await enqueueMailOnce(onceKey, kind, mail, ref)) {
      kickDelivery();
      if (alert) alertOwner(alert);
    }
  } catch (error) {
    console.error(`[mail] could not queue ${kind} (${onceKey}):`, error);
  }
}
