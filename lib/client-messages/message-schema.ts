import { z } from "zod";
import { multiLineText } from "../forms/fields";
import {
  ATTACHMENT_MESSAGE,
  ATTACHMENTS_MESSAGE,
  EMPTY_MESSAGE,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_MESSAGE_CHARS,
  type AttachmentType,
  type MessageSender,
} from "./message-limits";

/**
 * A message between a client and her dietician (issue 43), checked the same in the browser and
 * on the server: its words, its attachments, or both. The server reads each file's type from its
 * bytes (lib/forms/uploaded-file.ts); the browser's word for it is never trusted.
 */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** A file as both sides know it before its bytes are read: its name and size. */
const fileSchema = z.object({
  name: z.string(),
  size: z.number().max(MAX_ATTACHMENT_BYTES, ATTACHMENT_MESSAGE),
});

export const messageSchema = z
  .object({
    text: z.preprocess(blankToUndefined, multiLineText("Message", MAX_MESSAGE_CHARS).optional()),
    files: z.array(fileSchema).max(MAX_ATTACHMENTS, ATTACHMENTS_MESSAGE).default([]),
  })
  .refine((message) => message.text !== undefined || message.files.length > 0, {
    message: EMPTY_MESSAGE,
    path: ["text"],
  });

export type MessageInput = z.input<typeof messageSchema>;

export type MessageAttachment = {
  fileId: string;
  filename: string;
  contentType: AttachmentType;
  size: number;
  /** the route that serves it to whoever reads the thread */
  url: string;
};

/** One message as either side reads it. */
export type MessageItem = {
  _id: string;
  from: MessageSender;
  text: string;
  attachments: MessageAttachment[];
  createdAt: string;
  /** when the other side read it */
  readAt: string | null;
};

/** A page of the thread, newest first: `nextBefore` asks for the page after it (null: no more). */
export type MessageThread = {
  items: MessageItem[];
  /** messages to the reader that she has not read yet */
  unread: number;
  nextBefore: string | null;
};
