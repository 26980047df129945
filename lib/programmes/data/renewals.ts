import "server-only";
import { trusted, type Types } from "mongoose";
import { istDate } from "@/lib/booking/slots";
import { planPrice } from "@/lib/content/plans";
import type { PlanName } from "@/lib/content/plan-names";
import { practice } from "@/lib/mail/practice";
import { notifyOnce } from "@/lib/mail/notify";
import { renewalReminder } from "@/lib/programmes/renewal-mail";
import { addDays } from "@/lib/programmes/dates";
import { Client } from "@/models/Client";
import { Programme } from "@/models/Programme";
import { paymentPageUrl, upiSettings } from "../../payments/data/payments";
import { insertWithReference } from "../../submissions/data/plan-requests";

/**
 * Renewal reminders (issue 31): `daysBefore` days before a programme's last day, the client gets
 * one email offering to renew the same plan. With UPI payments on, a plan request for the renewal
 * is made first and the email links its payment page; marking it paid extends the programme
 * (./programmes.ts, extendRenewedProgramme). A programme is claimed for its end date before
 * anything is sent, so concurrent passes remind once; a renewal moves the end date, and the next
 * period is reminded in its turn. Returns how many reminders were queued.
 */
export async function runRenewalReminders(now: Date, daysBefore: number): Promise<number> {
  const today = istDate(now);
  const due = await Programme.find({
    endDate: trusted({ $gte: today, $lte: addDays(today, daysBefore) }),
    startDate: trusted({ $lte: today }),
  })
    .limit(500)
    .lean();
  let sent = 0;
  for (const programme of due) {
    if (programme.renewal?.forEndDate === programme.endDate) continue;
    const claimed = await Programme.updateOne(
      {
        _id: programme._id,
        endDate: programme.endDate,
        "renewal.forEndDate": trusted({ $ne: programme.endDate }),
      },
      { $set: { renewal: { forEndDate: programme.endDate, remindedAt: now } } },
    );
    if (claimed.modifiedCount !== 1) continue;
    const client = await Client.findById(programme.clientId).lean();
    const email = client?.email ?? client?.emails?.[0];
    if (!client || !email) continue;
    const price = planPrice(programme.plan as PlanName);
    const phone = client.phone ?? client.phones?.[0];
    let requestId: Types.ObjectId | undefined;
    let reference: string | undefined;
    if (upiSettings() && phone) {
      const request = await insertWithReference({
        name: client.name,
        email,
        phone,
        plan: programme.plan,
        duration: programme.duration,
        price,
        renewalOf: programme._id,
      });
      requestId = request._id;
      reference = request.payment?.reference ?? undefined;
      await Programme.updateOne(
        { _id: programme._id },
        { $set: { "renewal.planRequestId": request._id } },
      );
    }
    await notifyOnce(
      `renewal:${String(programme._id)}:${programme.endDate}`,
      requestId ? { collection: "plans", id: requestId } : undefined,
      {
        kind: "renewal",
        mail: renewalReminder(
          email,
          {
            plan: programme.plan,
            duration: programme.duration,
            endDate: programme.endDate,
            price,
            ...(reference ? { payUrl: paymentPageUrl(reference) } : {}),
          },
          practice,
        ),
      },
    );
    sent++;
  }
  return sent;
}
