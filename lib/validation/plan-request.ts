import { z } from "zod";
import { PLAN_DURATIONS, PLAN_NAMES } from "@/lib/content/plan-names";
import { email, name, phone } from "./fields";
import type { RecordBase } from "./record";
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

/** A stored plan request, with the catalogue price it was taken at (INR). */
export type PlanRequestItem = RecordBase &
  PlanRequestInput & { price: number } & FollowUp<LeadStatus>;
