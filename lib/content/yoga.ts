/** The online yoga programme (spec section 9): batches in IST, fees in INR. */
export const YOGA_GROUP = {
  sessionLength: "1 hour",
  batches: [
    { days: "Tue / Thu / Sat", time: "6:00 am", perWeek: 3 },
    { days: "Mon – Fri", time: "7:00 am", perWeek: 5 },
    { days: "Tue / Thu / Sat", time: "6:00 pm", perWeek: 3 },
  ],
  fees: [
    { label: "3 days a week", monthlyInr: 2500 },
    { label: "5 days a week", monthlyInr: 3500 },
  ],
} as const;

export const YOGA_PERSONAL = {
  perSessionInr: 1000,
  packages: [12, 16, 20],
  validity: "1 month",
} as const;

export function formatInr(amount: number): string {
  return `₹${amount.toLocaleString("en-IN")}`;
}
