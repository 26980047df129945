import type { OutgoingMail } from "@/lib/mail/transport";
import { formatRupees } from "@/lib/payments/upi";
import { formatDate, signature, type Practice } from "../mail/mail-texts";

export type RenewalDetails = {
  plan: string;
  duration: string;
  /** YYYY-MM-DD, the programme's last day */
  endDate: string;
  /** rupees, the catalogue's price today */
  price: number;
  /** the payment page of the renewal's plan request, when UPI payments are on */
  payUrl?: string;
};

/**
 * The one renewal reminder of a programme's period, some days before it ends (RENEWAL_REMINDER_DAYS).
 * Like all visitor mail it carries none of the visitor's words: the plan, dates, price and links.
 */
export function renewalReminder(to: string, r: RenewalDetails, p: Practice): OutgoingMail {
  const lines = [
    "Hello,",
    "",
    `Your ${r.plan} (${r.duration}) with ${p.brand} ends on ${formatDate(r.endDate)}.`,
    "To keep going without a break, renew it for another " +
      `${r.duration.toLowerCase()} (${formatRupees(r.price)}).`,
    "",
    ...(r.payUrl
      ? [
          `Pay by UPI here: ${r.payUrl}`,
          "Your programme is extended as soon as we confirm the payment.",
        ]
      : [`Reply to this email or call us on ${p.phone} to renew.`]),
    "",
    "If you would rather stop here, no action is needed. Thank you for your trust.",
  ];
  return {
    to,
    subject: `Renew your ${r.plan}: it ends on ${formatDate(r.endDate)}`,
    text: lines.join("\n") + signature(p),
  };
}
