import { Types } from "mongoose";
import { describe, expect, it } from "vitest";
import { clearRecords, findRecord, insertRecord, updateRecords } from "@/test/records";
import { migrateStoredRecords } from "./migrations";

const appointment = (extra: Record<string, unknown>) => ({
  name: "Old Booking",
  email: "old@example.com",
  phone: "9810012345",
  disease: "Thyroid",
  date: "2026-01-05",
  ...extra,
});

describe("records of earlier versions", () => {
  it("get today's statuses: plan requests and messages 'new', the two cancellations 'cancelled' with who", async () => {
    await clearRecords("plans", "contacts", "appointments");
    const plan = await insertRecord("plans", {
      name: "Old Plan",
      email: "p@example.com",
      phone: "9810012345",
      plan: "Basic Plan",
      duration: "1 Month",
      price: 2999,
    });
    const message = await insertRecord("contacts", {
      name: "Old Message",
      email: "m@example.com",
      subject: "Hi",
      message: "Hello",
    });
    const byClient = await insertRecord("appointments", appointment({}));
    const byPractice = await insertRecord("appointments", appointment({ date: "2026-01-06" }));
    // As an earlier version stored them: no status on submissions, the old cancellation names.
    await updateRecords("plans", {}, { $unset: { status: 1 } });
    await updateRecords("contacts", {}, { $unset: { status: 1 } });
    const raw = (await import("@/models/Appointment")).Appointment.collection;
    await raw.updateOne({ _id: byClient._id }, { $set: { status: "cancelled-by-client" } });
    await raw.updateOne({ _id: byPractice._id }, { $set: { status: "cancelled-by-practice" } });

    await migrateStoredRecords();
    await migrateStoredRecords(); // idempotent

    expect((await findRecord("plans", { _id: plan._id }))?.status).toBe("new");
    expect((await findRecord("contacts", { _id: message._id }))?.status).toBe("new");
    expect(await findRecord("appointments", { _id: byClient._id })).toMatchObject({
      status: "cancelled",
      cancelledBy: "client",
    });
    expect(await findRecord("appointments", { _id: byPractice._id })).toMatchObject({
      status: "cancelled",
      cancelledBy: "practice",
    });
  });
});

describe("receipts of earlier versions", () => {
  it("stay readable, and the old unique index on planRequest gives way to one per payable", async () => {
    await clearRecords("receipts");
    const raw = (await import("@/models/Receipt")).Receipt.collection;
    await raw.createIndex({ planRequest: 1 }, { unique: true, name: "planRequest_1" });
    const receipt = (sequence: number, paid: Record<string, unknown>) =>
      insertRecord("receipts", {
        _id: `2026-27/000${sequence}`,
        financialYear: "2026-27",
        sequence,
        amount: 800,
        issuedAt: new Date(),
        ...paid,
      });
    await receipt(1, { planRequest: new Types.ObjectId(), plan: "Basic Plan" });

    await migrateStoredRecords();
    await migrateStoredRecords(); // idempotent

    expect(await raw.indexExists("planRequest_1")).toBe(false);
    // consultations' receipts have no planRequest: two of them no longer clash
    for (const sequence of [2, 3]) {
      await receipt(sequence, { appointment: new Types.ObjectId(), consultation: "Follow-up" });
    }
    const appointment = new Types.ObjectId();
    await receipt(4, { appointment, consultation: "Follow-up" });
    await expect(receipt(5, { appointment, consultation: "Follow-up" })).rejects.toMatchObject({
      code: 11000,
    });
    expect((await findRecord("receipts", { _id: "2026-27/0001" }))?.plan).toBe("Basic Plan");
  });
});
