import { z } from "zod";
import { email, name, requiredText } from "./fields";

export const contactSchema = z.object({
  name,
  email,
  subject: requiredText("Subject", 200),
  message: requiredText("Message", 5000),
});

export type ContactInput = z.infer<typeof contactSchema>;
