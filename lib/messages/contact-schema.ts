import { z } from "zod";
import { email, multiLineText, name, singleLineText } from "../forms/fields";
import type { RecordBase } from "../server/record";
import type { FollowUp, LeadStatus } from "../submissions/submission-status";

export const contactSchema = z.object({
  name,
  email,
  subject: singleLineText("Subject", 200),
  message: multiLineText("Message", 5000),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** A stored contact message, as the admin list and the API show it. */
export type ContactItem = RecordBase & ContactInput & FollowUp<LeadStatus>;
