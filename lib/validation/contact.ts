import { z } from "zod";
import { email, name, requiredText } from "./fields";
import type { RecordBase } from "./record";

export const contactSchema = z.object({
  name,
  email,
  subject: requiredText("Subject", 200),
  message: requiredText("Message", 5000),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** A stored contact message, as the admin list and the API show it. */
export type ContactItem = RecordBase & ContactInput;
