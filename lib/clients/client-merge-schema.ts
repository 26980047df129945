import { z } from "zod";

/** POST /api/admin/clients/{id}/merge: the other record of the same person. */
export const clientMergeSchema = z.object({
  otherId: z
    .string({ error: "Choose the record to merge into this one" })
    .regex(/^[a-f0-9]{24}$/, "Choose the record to merge into this one"),
});
