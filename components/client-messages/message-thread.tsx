import { formatDateTime, formatFileSize } from "@/components/admin/display-format";
import type { MessageSender } from "@/lib/client-messages/message-limits";
import type { MessageItem } from "@/lib/client-messages/message-schema";

/**
 * A thread between a client and her dietician, newest first: each message a bubble saying who
 * wrote it and when, its words as written, its photos shown (alt: the file's name) and its PDFs
 * as links. The reader's own messages sit on the right, marked "seen" once the other side read them.
 */
export function MessageThread({
  items,
  reader,
  names,
  timeZone,
  emptyText,
}: {
  items: MessageItem[];
  reader: MessageSender;
  /** how each side is named to the reader, e.g. { client: "You", owner: "Dt. Rao" } */
  names: Record<MessageSender, string>;
  timeZone: string;
  emptyText: string;
}) {
  if (items.length === 0) return <p className="text-slate-700">{emptyText}</p>;
  return (
    <ol className="space-y-3" aria-label="Messages, newest first">
      {items.map((message) => {
        const own = message.from === reader;
        return (
          <li key={message._id} className={`flex ${own ? "justify-end" : "justify-start"}`}>
            <article
              className={`max-w-[85%] rounded-2xl px-4 py-3 ${own ? "bg-brand-100 text-slate-900" : "border border-slate-200 bg-white text-slate-900"}`}
            >
              <header className="mb-1 text-sm text-slate-700">
                <span className="font-semibold">{names[message.from]}</span>
                {", "}
                <time dateTime={message.createdAt}>
                  {formatDateTime(message.createdAt, timeZone)}
                </time>
                {own && message.readAt ? ", seen" : null}
              </header>
              {message.text ? (
                <p className="break-words whitespace-pre-line">{message.text}</p>
              ) : null}
              {message.attachments.length ? (
                <ul className="mt-2 space-y-2">
                  {message.attachments.map((file) => (
                    <li key={file.fileId}>
                      {file.contentType.startsWith("image/") ? (
                        <a href={file.url} target="_blank" className="block">
                          {/* eslint-disable-next-line @next/next/no-img-element -- a private file of the thread, served as stored */}
                          <img
                            src={file.url}
                            alt={file.filename}
                            loading="lazy"
                            className="max-h-64 rounded-lg border border-slate-200"
                          />
                        </a>
                      ) : (
                        <a
                          href={file.url}
                          className="inline-flex min-h-11 items-center font-medium break-all text-brand-800 underline"
                        >
                          {file.filename} (PDF, {formatFileSize(file.size)})
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
