import type { Metadata } from "next";
import { MarkRead } from "@/components/client-messages/mark-read";
import { MessageForm } from "@/components/client-messages/message-form";
import { MessageThread } from "@/components/client-messages/message-thread";
import { requireClientPage } from "@/lib/client-app/client-page";
import { myMessages } from "@/lib/client-messages/data/my-thread";
import { site } from "@/lib/site";

export const metadata: Metadata = { title: "Messages" };

/** Her thread with the dietician, newest first, and the form to write; opening it marks the replies read. */
export default async function MyMessagesPage() {
  const thread = await myMessages(await requireClientPage());
  const dietician = `Dt. ${site.practitioner}`;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Messages</h1>
      {thread.canWrite ? (
        <MessageForm
          url="/api/my/messages"
          heading={`Write to ${dietician}`}
          headingLevel={2}
          submitLabel="Send message"
        />
      ) : (
        <p className="text-slate-700">
          Writing to {dietician} comes with a programme. Call us on {site.phone} to ask about one.
        </p>
      )}
      <MessageThread
        items={thread.items}
        reader="client"
        names={{ client: "You", owner: dietician }}
        timeZone={site.timeZone}
        emptyText="No messages yet."
      />
      {thread.nextBefore ? (
        <p className="text-sm text-slate-700">Your latest 50 messages are shown.</p>
      ) : null}
      {thread.unread > 0 ? <MarkRead url="/api/my/messages/read" /> : null}
    </div>
  );
}
