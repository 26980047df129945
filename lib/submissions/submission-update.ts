import { z } from "zod";
import { multiLineText } from "../forms/fields";
import { OWNER_PAYMENT_STATUSES, utr } from "../payments/payment-schema";
import { NOTE_MAX } from "./submission-status";

/**
 * PATCH /api/admin/submissions/{kind}/{id}: a status, a note, or `read: true` (opened); for a
 * plan request also a payment status, with the UTR the owner saw in her bank app.
 */
export const submissionUpdateSchema = z
  .object({
    status: z.string({ error: "Status must be text" }).trim().optional(),
    note: multiLineText("Note", NOTE_MAX).optional(),
    read: z.literal(true, { error: "read can only be true" }).optional(),
    paymentStatus: z
      .enum(OWNER_PAYMENT_STATUSES, { error: "Payment status must be paid or unpaid" })
      .optional(),
    utr: utr.optional(),
  })
  .refine(
    (v) =>
      v.status !== undefined ||
      v.note !== undefined ||
      v.read !== undefined ||
      v.paymentStatus !== undefined,
    { message: "Send a status, a note, read: true or a paymentStatus" },
  )
  .refine((v) => v.utr === undefined || v.paymentStatus === "paid", {
    message: "A UTR goes with paymentStatus: paid",
    path: ["utr"],
  });
export type SubmissionUpdate = z.infer<typeof submissionUpdateSchema>;
