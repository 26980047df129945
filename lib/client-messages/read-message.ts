import "server-only";
import { formFields, readJson, readMultipart } from "@/lib/server/api/body";
import type { MessageSend, MessageUpload } from "./data/thread";
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "./message-limits";

/** Three files of 10 MB, the words and the multipart framing: anything larger is 413. */
export const MESSAGE_MULTIPART_MAX_BYTES = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 64 * 1024;

/**
 * A message's body, for both sides' POST: JSON `{ text }`, or multipart with `text` and up to
 * three `files` (more are counted by the schema, which refuses them).
 */
export async function readMessage(request: Request): Promise<MessageSend> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data"))
    return { text: (await readJson(request)).text };
  const form = await readMultipart(request, MESSAGE_MULTIPART_MAX_BYTES);
  const files: MessageUpload[] = [];
  for (const file of form.getAll("files")) {
    // a form's empty file input sends one nameless empty part
    if (!(file instanceof File) || (file.size === 0 && file.name === "")) continue;
    files.push({ bytes: new Uint8Array(await file.arrayBuffer()), filename: file.name });
  }
  return { text: formFields(form).text, files };
}
