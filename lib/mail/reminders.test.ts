import { beforeEach, describe, expect, it } from "vitest";
import { reminderDueAt } from "@/lib/booking/slots";
import { clearRecords, findRecords, insertRecord } from "@/test/records";
import { runReminderPass } from "./reminders";

const HOUR = 3_600_000;

async function bookedIn(hoursAhead: number, overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  const startsAt = new Date(now + hoursAhead * HOUR);
  return insertRecord("appointments", {
    name: "Asha",
    email: `asha${Math.random()}@example.com`,
    phone: "9999900000",
    disease: "Thyroid",
    date: startsAt.toISOString().slice(0, 10),
    time: "10:00",
    slotKey: `${startsAt.toISOString()}-${Math.random()}`,
    startsAt,
    endsAt: new Date(startsAt.getTime() + HOUR / 2),
    reminder: { dueAt: reminderDueAt(startsAt, new Date(now - 3 * 24 * HOUR)) },
    ...overrides,
  });
}

beforeEach(async () => {
  await clearRecords("appointments", "outbox");
});

describe("reminders", () => {
  it("queue one reminder per due appointment even when two passes run at the same time", async () => {
    const due = await Promise.all(Array.from({ length: 10 }, () => bookedIn(23)));
    await bookedIn(30); // not due yet
    await bookedIn(20, { status: "cancelled-by-client" });
    await bookedIn(-1); // already started

    const [a, b] = await Promise.all([runReminderPass(), runReminderPass()]);
    expect(a + b).toBe(10);
    expect(await runReminderPass()).toBe(0);

    const reminders = await findRecords("outbox", { kind: "reminder" });
    expect(reminders).toHaveLength(10);
    expect(new Set(reminders.map((r) => r.to))).toEqual(new Set(due.map((d) => d.email)));
    expect(reminders[0]?.subject).toMatch(/^Reminder: your appointment tomorrow/);
    expect(reminders[0]?.text).toContain("/appointment/cancel?token=");
  });
});
