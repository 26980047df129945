import { ErrorMessage } from "@/components/admin/error-message";
import { MarkRead } from "@/components/client-messages/mark-read";
import { MessageForm } from "@/components/client-messages/message-form";
import { MessageThread } from "@/components/client-messages/message-thread";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { clientMessages } from "@/lib/client-messages/data/owner-thread";
import { site } from "@/lib/site";
import { loadAdminData } from "../../load-admin-data";

/**
 * The client page's messages (issue 43): the thread with her, newest first, how many of hers
 * were unread when the page was opened (opening it marks them read), and the reply form.
 */
export async function MessagesSection({ clientId, name }: { clientId: string; name: string }) {
  const session = await requireAdminPage();
  const loaded = await loadAdminData("the messages", () => clientMessages(session, clientId));
  const api = `/api/admin/clients/${clientId}/messages`;
  return (
    <section aria-labelledby="messages-heading" className="space-y-3">
      <h3 id="messages-heading" className="text-lg font-semibold text-slate-900">
        Messages
        {loaded.ok && loaded.data.unread > 0 ? (
          <span className="ml-2 rounded-full bg-accent-500 px-2 py-0.5 text-sm font-semibold text-slate-900">
            {loaded.data.unread} unread
          </span>
        ) : null}
      </h3>
      {loaded.ok ? (
        <>
          <MessageForm url={api} heading={`Reply to ${name}`} submitLabel="Send reply" />
          <MessageThread
            items={loaded.data.items}
            reader="owner"
            names={{ client: name, owner: "You" }}
            timeZone={site.timeZone}
            emptyText="No messages yet. The client can write to you from the app."
          />
          {loaded.data.nextBefore ? (
            <p className="text-sm text-slate-700">The latest 50 messages are shown.</p>
          ) : null}
          {loaded.data.unread > 0 ? <MarkRead url={`${api}/read`} /> : null}
        </>
      ) : (
        <ErrorMessage>Error fetching the messages</ErrorMessage>
      )}
    </section>
  );
}
