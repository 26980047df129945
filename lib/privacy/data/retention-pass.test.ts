import { Types } from "mongoose";
import { beforeEach, describe, expect, it } from "vitest";
import { addMonths, retentionCutoff } from "@/lib/privacy/retention-period";
import { clearRecords, countRecords, findRecords, insertRecord } from "@/test/records";
import { applyRetention } from "./retention-pass";

const NOW = new Date("2026-11-25T06:00:00Z");
const OLD = new Date("2024-10-01T00:00:00Z"); // more than 24 months before NOW
const RECENT = new Date("2025-12-01T00:00:00Z");

const person = { name: "Ravi Kumar", email: "ravi@example.com", phone: "9810055555" };
const plan = (createdAt: Date) =>
  insertRecord("plans", {
    ...person,
    plan: "Basic Plan",
    duration: "1 Month",
    price: 2999,
    createdAt,
  });
const message = (createdAt: Date) =>
  insertRecord("contacts", { ...person, subject: "Hello", message: "A question", createdAt });
const appointment = (createdAt: Date, date: string) =>
  insertRecord("appointments", { ...person, disease: "Thyroid", date, createdAt });
const mail = (createdAt: Date) =>
  insertRecord("outbox", {
    kind: "acknowledgement",
    to: person.email,
    subject: "Hi",
    text: "Hello",
    createdAt,
  });

beforeEach(() =>
  clearRecords(
    "plans",
    "contacts",
    "appointments",
    "outbox",
    "deletionRequests",
    "erasures",
    "programmes",
  ),
);

describe("addMonths", () => {
  it("keeps the day of the month, or takes the month's last day", () => {
    expect(addMonths(new Date("2026-03-31T10:00:00Z"), -1).toISOString()).toBe(
      "2026-02-28T10:00:00.000Z",
    );
    expect(addMonths(new Date("2026-11-25T06:00:00Z"), 12).toISOString()).toBe(
      "2027-11-25T06:00:00.000Z",
    );
    expect(retentionCutoff(NOW, 24).toISOString()).toBe("2024-11-25T06:00:00.000Z");
  });
});

describe("applyRetention", () => {
  it("deletes what is older than the period, keeps the rest, and logs counts only", async () => {
    await plan(OLD);
    await plan(RECENT);
    await message(OLD);
    await message(RECENT);
    await appointment(OLD, "2024-10-15"); // asked and held long ago: deleted
    await appointment(OLD, "2025-06-01"); // asked long ago, but its date is recent: kept
    await appointment(RECENT, "2026-01-10");
    await mail(OLD);
    await mail(RECENT);
    await insertRecord("deletionRequests", { status: "handled", handledAt: OLD, createdAt: OLD });
    await insertRecord("deletionRequests", { email: person.email, status: "open", createdAt: OLD });
    const programme = (startDate: string, endDate: string) =>
      insertRecord("programmes", {
        clientId: new Types.ObjectId(),
        plan: "Basic Plan",
        duration: "1 Month",
        startDate,
        endDate,
        followUpsIncluded: 2,
        periods: [{ startDate, endDate, followUps: 2 }] as never,
        createdAt: OLD,
      });
    await programme("2024-09-01", "2024-09-30"); // ended more than 24 months ago: deleted
    await programme("2024-10-26", "2024-11-25"); // its last day is within the period: kept

    const counts = await applyRetention(NOW, 24);
    expect(counts).toEqual({
      plans: 1,
      contacts: 1,
      appointments: 1,
      outbox: 1,
      deletionRequests: 1,
      intakes: 0,
      clients: 0,
      measurements: 0,
      programmes: 1,
      dietCharts: 0,
      clientMessages: 0,
      progressPhotos: 0,
    });
    expect(await countRecords("plans")).toBe(1);
    expect((await findRecords("programmes")).map((p) => p.endDate)).toEqual(["2024-11-25"]);
    expect(await countRecords("contacts")).toBe(1);
    expect((await findRecords("appointments")).map((a) => a.date).sort()).toEqual([
      "2025-06-01",
      "2026-01-10",
    ]);
    expect(await countRecords("outbox")).toBe(1);
    // an open request waits for the owner, however old
    expect(await findRecords("deletionRequests")).toMatchObject([{ status: "open" }]);

    const log = await findRecords("erasures");
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ by: "retention", counts });
    expect(JSON.stringify(log[0])).not.toMatch(/ravi|example\.com|9810/i);
  });

  it("logs nothing when nothing is past the period", async () => {
    await plan(RECENT);
    expect(await applyRetention(NOW, 24)).toMatchObject({ plans: 0 });
    expect(await applyRetention(NOW, 1)).toMatchObject({ plans: 1 }); // RECENT is a year old
    expect(await countRecords("erasures")).toBe(1);
  });
});
