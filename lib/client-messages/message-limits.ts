import { UPLOAD_TYPES, type UploadType } from "@/lib/forms/uploaded-file";
/**
 * What a message may hold, without zod, so the compose form and the thread carry them in their
 * first load (the schema, ./message-schema.ts, is imported when the form is first used).
 */
export const MESSAGE_SENDERS = ["client", "owner"] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

export const MAX_MESSAGE_CHARS = 5000;
export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** A thread is read 50 messages at a time, newest first. */
export const MESSAGES_PAGE = 50;

/** The types an attachment may have, with the extension its stored name gets. */
/** A message may carry any of our upload types: photos and PDF reports. */
export const ATTACHMENT_TYPES = UPLOAD_TYPES;
export type AttachmentType = UploadType;
/** What a file input offers (the server still reads the bytes). */
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES).join(",");
export const ATTACHMENT_MESSAGE = "Attach a photo (JPEG, PNG or WebP) or a PDF of up to 10 MB";
export const ATTACHMENTS_MESSAGE = `Attach at most ${MAX_ATTACHMENTS} files`;
export const EMPTY_MESSAGE = "Write a message or attach a file";
