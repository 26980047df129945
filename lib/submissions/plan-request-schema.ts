import { z } from "zod";
import { PLAN_DURATIONS, PLAN_NAMES } from "@/lib/content/plan-names";
import { email, name, phone } from "../forms/fields";
import type { RecordBase } from "../server/record";
import type { PaymentStep, PlanPayment } from "../payments/payment-schema";
import type { FollowUp, LeadStatus } from "./submission-status";

/** A plan request. `price` is not part of it: the server takes it from the plan catalogue. */
export const planRequestSchema = z.object({
  name,
  email,
  phone,
  plan: z.enum(PLAN_NAMES, { error: `Plan must be one of ${PLAN_NAMES.join(", ")}` }),
  duration: z.enum(PLAN_DURATIONS, {
    error: `Duration must be one of ${PLAN_DURATIONS.join(", ")}`,
  }),
});

export type PlanRequestInput = z.infer<typeof planRequestSchema>;

/** A plan request as POST /api/plans answers it: the catalogue price it was taken at (INR). */
export type SubmittedPlanRequest = RecordBase &
  PlanRequestInput & { price: number } & FollowUp<LeadStatus>;

/** A stored plan request as the owner sees it, with its payment. */
export type PlanRequestItem = SubmittedPlanRequest & { payment: PlanPayment };

/** POST /api/plans's answer; `payment` only when UPI is configured. */
export type PlanRequestAnswer = {
  success: true;
  data: SubmittedPlanRequest;
  payment?: PaymentStep;
};
