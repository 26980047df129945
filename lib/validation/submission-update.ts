import { z } from "zod";
import { multiLineText } from "./fields";
import { NOTE_MAX } from "./submission-status";

/** PATCH /api/admin/submissions/{kind}/{id}: a status, a note, or `read: true` (opened). */
export const submissionUpdateSchema = z
  .object({
    status: z.string({ error: "Status must be text" }).trim().optional(),
    note: multiLineText("Note", NOTE_MAX).optional(),
    read: z.literal(true, { error: "read can only be true" }).optional(),
  })
  .refine((v) => v.status !== undefined || v.note !== undefined || v.read !== undefined, {
    message: "Send a status, a note or read: true",
  });
export type SubmissionUpdate = z.infer<typeof submissionUpdateSchema>;
