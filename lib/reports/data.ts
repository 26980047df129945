import "server-only";
import { trusted } from "mongoose";
import { serverEnv } from "@/lib/server/env";
import { istDay, type FinancialYear } from "@/lib/reports/periods";
import type { ReceiptRow } from "@/lib/reports/receipts-csv";
import {
  appointmentFigures,
  conversionFigures,
  programmeFigures,
  receiptFigures,
  type PracticeReport,
} from "@/lib/reports/report";
import { Appointment } from "@/models/Appointment";
import { PlanRequest } from "@/models/PlanRequest";
import { Programme } from "@/models/Programme";
import { Receipt } from "@/models/Receipt";
import { assertAdmin, type AdminSession } from "../auth/data/admin-session";
import { connectDb } from "../server/db";

/**
 * The practice's numbers (issue 31): a financial year's receipts (plans and consultations paid),
 * plan requests and their payment, appointments' outcomes, and the programmes. Each read takes the year's rows through an
 * index (receipts by year, requests by createdAt, appointments by date, programmes by endDate);
 * the sums are lib/reports/report.ts's.
 */

export async function practiceReport(
  session: AdminSession,
  fy: FinancialYear,
  { now = new Date(), renewalDays = serverEnv.renewalReminderDays } = {},
): Promise<PracticeReport> {
  assertAdmin(session);
  await connectDb();
  const today = istDay(now);
  const [receipts, requests, appointments, programmes] = await Promise.all([
    Receipt.find({ financialYear: fy.label }).select("issuedAt amount").lean(),
    PlanRequest.find({ createdAt: trusted({ $gte: fy.start, $lt: fy.end }) })
      .select("createdAt status renewalOf payment.status")
      .lean(),
    Appointment.find({ date: trusted({ $gte: fy.firstDay, $lte: fy.lastDay }) })
      .select("date status")
      .lean(),
    // those running today, and those with a period in the year
    Programme.find({
      endDate: trusted({ $gte: today < fy.firstDay ? today : fy.firstDay }),
      startDate: trusted({ $lte: today > fy.lastDay ? today : fy.lastDay }),
    })
      .select("startDate endDate periods.startDate")
      .lean(),
  ]);
  return {
    receipts: receiptFigures(fy, receipts),
    // a visitor's requests: renewal requests (made with the reminder) count under programmes, and
    // what the owner marked spam is nobody's
    conversion: conversionFigures(
      fy,
      requests
        .filter((r) => !r.renewalOf && r.status !== "spam")
        .map((r) => ({ createdAt: r.createdAt, paid: r.payment?.status === "paid" })),
    ),
    appointments: appointmentFigures(fy, appointments),
    programmes: programmeFigures(fy, programmes, today, renewalDays),
  };
}

/** Admin only. The year's receipts in number order, with the client and UTR where still kept. */
export async function receiptsOfYear(
  session: AdminSession,
  fy: FinancialYear,
): Promise<ReceiptRow[]> {
  assertAdmin(session);
  await connectDb();
  const receipts = await Receipt.find({ financialYear: fy.label }).sort({ sequence: 1 }).lean();
  const ids = (key: "planRequest" | "appointment") => ({
    _id: trusted({ $in: receipts.flatMap((r) => r[key] ?? []) }),
  });
  const [requests, appointments] = await Promise.all([
    PlanRequest.find(ids("planRequest")).select("name payment.utr").lean(),
    Appointment.find(ids("appointment")).select("name payment.utr").lean(),
  ]);
  const byId = new Map(
    [...requests, ...appointments].map((doc) => [String(doc._id), doc] as const),
  );
  return receipts.map((r) => {
    const payer = byId.get(String(r.planRequest ?? r.appointment));
    return {
      number: r._id,
      issuedAt: r.issuedAt,
      amount: r.amount,
      ...(r.consultation ? { consultation: r.consultation } : { plan: r.plan ?? "" }),
      ...(payer ? { client: payer.name, utr: payer.payment?.utr ?? "" } : {}),
    };
  });
}
