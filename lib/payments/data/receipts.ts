import "server-only";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { financialYearOf, receiptNumber } from "@/lib/payments/financial-year";
import { Receipt } from "@/models/Receipt";
import { connectDb } from "../../server/db";
import type { Payable } from "./payables";

/** The stored fields naming what a receipt is for: a plan request or an appointment. */
const paidFor = (payable: Payable) =>
  payable.kind === "plans"
    ? { planRequest: payable.id, plan: payable.item }
    : { appointment: payable.id, consultation: payable.item };

/**
 * The receipt number of a plan request or a consultation, issued on its first call: the next free
 * number of the financial year of `now`. A number is taken by inserting it (unique _id); when
 * another mark took it first, the next one is tried. A payable keeps its number: a second call
 * returns it.
 */
export async function issueReceipt(payable: Payable, now: Date = new Date()): Promise<string> {
  await connectDb();
  const owner =
    payable.kind === "plans" ? { planRequest: payable.id } : { appointment: payable.id };
  const mine = async () => (await Receipt.findOne(owner).lean<{ _id: string }>())?._id;
  const existing = await mine();
  if (existing) return existing;
  const financialYear = financialYearOf(now);
  for (let attempt = 0; attempt < 100; attempt++) {
    const last = await Receipt.findOne({ financialYear })
      .sort({ sequence: -1 })
      .lean<{ sequence: number }>();
    const sequence = (last?.sequence ?? 0) + 1;
    const number = receiptNumber(financialYear, sequence);
    try {
      await Receipt.create({
        _id: number,
        financialYear,
        sequence,
        ...paidFor(payable),
        amount: payable.amount,
        issuedAt: now,
      });
      return number;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const taken = await mine(); // the same payable, marked paid twice at once
      if (taken) return taken;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * (attempt + 1)));
    }
  }
  throw new Error(`Could not number a receipt for ${payable.kind} ${payable.id}: too many at once`);
}
