import { beforeEach, describe, expect, it } from "vitest";
import { reminderDueAt } from "@/lib/booking/slots";
import { enqueueMailOnce } from "@/lib/mail/data/outbox";
import { clearRecords, findRecord, findRecords, insertRecord, updateRecords } from "@/test/records";
import { reminderKey, runReminderPass } from "./reminders";

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
    await bookedIn(20, { status: "cancelled" });
    await bookedIn(-1); // already started

    const [a, b] = await Promise.all([runReminderPass(), runReminderPass()]);
    expect(a + b).toBe(10);
    expect(await runReminderPass()).toBe(0);

    const reminders = await findRecords("outbox", { kind: "reminder" });
    expect(reminders).toHaveLength(10);
    expect(new Set(reminders.map((r) => r.to))).toEqual(new Set(due.map((d) => d.email)));
    expect(reminders[0]?.subject).toMatch(/^Reminder: your appointment tomorrow/);
    expect(reminders[0]?.text).toContain("/appointment/cancel?token=");
    expect(reminders[0]?.text).toContain("Need another time? Reschedule: ");
  });

  it("loses no reminder when queuing it fails: the next pass queues it", async () => {
    // An address the outbox refuses makes the pass fail exactly where it stores the message.
    const appointment = await bookedIn(23);
    await updateRecords("appointments", { _id: appointment._id }, { email: "" });
    await expect(runReminderPass()).rejects.toThrow();
    expect(await findRecords("outbox", { kind: "reminder" })).toHaveLength(0);

    await updateRecords("appointments", { _id: appointment._id }, { email: "asha@example.com" });
    expect(await runReminderPass()).toBe(1);
    const reminders = await findRecords("outbox", { kind: "reminder" });
    expect(reminders.map((r) => r.to)).toEqual(["asha@example.com"]);
  });

  it("sends a reminder once when a pass died after queuing it and before marking it", async () => {
    const appointment = await bookedIn(23);
    const id = String(appointment._id);
    // What the dead pass left: the message stored under the appointment's key, no mark.
    await enqueueMailOnce(
      reminderKey(id, `${appointment.date}T${appointment.time}`),
      "reminder",
      { to: appointment.email, subject: "Reminder: your appointment tomorrow", text: "..." },
      { collection: "appointments", id },
    );

    const [a, b] = await Promise.all([runReminderPass(), runReminderPass()]);
    expect(a + b).toBe(0);
    expect(await findRecords("outbox", { kind: "reminder" })).toHaveLength(1);
    const marked = await findRecord("appointments", { _id: appointment._id });
    expect(marked?.reminder?.claimedAt).toBeInstanceOf(Date);
    expect(await runReminderPass()).toBe(0);
  });
});
