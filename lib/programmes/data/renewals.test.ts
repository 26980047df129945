import { beforeEach, describe, expect, it } from "vitest";
import { clearRecords, findRecords, insertRecord } from "@/test/records";
import { runRenewalReminders } from "./renewals";

/** A moment in India's time zone. */
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);

async function programmeEnding(endDate: string) {
  const client = await insertRecord("clients", {
    name: "Ravi Kumar",
    emails: ["ravi.renewal@example.com"],
    email: "ravi.renewal@example.com",
    firstSeenAt: new Date("2027-01-01"),
    lastActivityAt: new Date("2027-01-01"),
  });
  return insertRecord("programmes", {
    clientId: client._id,
    plan: "Basic Plan",
    duration: "1 Month",
    startDate: "2027-02-11",
    endDate,
    followUpsIncluded: 2,
    periods: [{ startDate: "2027-02-11", endDate, followUps: 2 }] as never,
  });
}

beforeEach(() => clearRecords("clients", "programmes", "outbox", "plans"));

describe("renewal reminders", () => {
  it("fall due on the day that is `days` before the last day, in India, and go once", async () => {
    await programmeEnding("2027-03-10");
    expect(await runRenewalReminders(ist("2027-03-02T23:59:59"), 7)).toBe(0);
    expect(await runRenewalReminders(ist("2027-03-03T00:00:00"), 7)).toBe(1);
    expect(await runRenewalReminders(ist("2027-03-03T00:00:00"), 7)).toBe(0);
    expect(await runRenewalReminders(ist("2027-03-09T10:00:00"), 7)).toBe(0);
    const mail = await findRecords("outbox", { kind: "renewal" });
    expect(mail.map((m) => m.subject)).toEqual([
      "Renew your Basic Plan: it ends on Wednesday, 10 March 2027",
    ]);
  });

  it("are not sent once the programme has ended, or before it starts", async () => {
    await programmeEnding("2027-03-10");
    expect(await runRenewalReminders(ist("2027-03-11T09:00:00"), 7)).toBe(0);
    expect(await runRenewalReminders(ist("2027-02-01T09:00:00"), 60)).toBe(0);
    expect(await findRecords("outbox")).toEqual([]);
  });
});
