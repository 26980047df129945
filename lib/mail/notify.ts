import "server-only";
import { enqueueMail, type MailKind, type MailRef } from "@/lib/data/outbox";
import { kickDelivery } from "./outbox";
import type { OutgoingMail } from "./transport";

/**
 * Queues the emails about a submission that was just saved and starts delivering them in the
 * background. Never throws: the visitor's request has succeeded, and the outbox retries.
 */
export async function notify(
  ref: MailRef,
  messages: { kind: MailKind; mail: OutgoingMail }[],
): Promise<void> {
  try {
    for (const { kind, mail } of messages) await enqueueMail(kind, mail, ref);
    kickDelivery();
  } catch (error) {
    const kinds = messages.map((m) => m.kind).join(", ");
    console.error(
      `[mail] could not queue ${kinds} for ${ref.collection}/${String(ref.id)}:`,
      error,
    );
  }
}
