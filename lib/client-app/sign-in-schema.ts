import { z } from "zod";
import { email } from "@/lib/forms/fields";
import { SIGN_IN_CODE_LENGTH } from "./sign-in-secrets";

/** POST /api/my/sign-in: the address on her client record. */
export const signInRequestSchema = z.object({ email });

const codeField = z
  .string({ error: "Enter the 6-digit code from the email" })
  .trim()
  .regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), "Enter the 6-digit code from the email");

/** POST /api/my/sign-in/verify: the link's token, or the address and the code. */
export const signInVerifySchema = z.union([
  z.object({ token: z.string().min(20).max(200) }),
  z.object({ email, code: codeField }),
]);

/** The owner sends a sign-in link from the client's page. */
export const ownerSignInLinkSchema = z.object({
  channel: z.enum(["email", "whatsapp"], { error: "Choose email or WhatsApp" }),
});
