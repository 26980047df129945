import { describe, expect, it } from "vitest";
import { connectDb } from "@/lib/server/db";
import { Admin, Contact } from "@/models";
import { batchedInsert } from "./batched-insert";

describe("batchedInsert (group commit)", () => {
  it("stores every document of a burst, each with its own _id and timestamps", async () => {
    await connectDb();
    const insert = batchedInsert(Contact);
    const docs = await Promise.all(
      Array.from({ length: 250 }, (_, i) =>
        insert({ name: "N", email: "n@example.com", subject: `batch-${i}`, message: "m" }),
      ),
    );
    expect(new Set(docs.map((d) => String(d._id))).size).toBe(250);
    expect(docs[0]!.createdAt).toBeInstanceOf(Date);
    expect(await Contact.countDocuments({ subject: /^batch-/ })).toBe(250);
  });

  it("rejects only the document a write error names, and a schema failure before queueing", async () => {
    await connectDb();
    const insert = batchedInsert(Admin);
    await Admin.create({ username: "taken", passwordHash: "x" });
    const admin = (username: string) => insert({ username, passwordHash: "x" });
    const results = await Promise.allSettled([admin("free-1"), admin("taken"), admin("free-2")]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: 11000 });
    expect(
      (await Admin.find({ username: /^free-|^taken$/ }).lean()).map((a) => a.username).sort(),
    ).toEqual(["free-1", "free-2", "taken"]);
    await expect(
      batchedInsert(Contact)({
        name: "x".repeat(101),
        email: "a@b.co",
        subject: "s",
        message: "m",
      }),
    ).rejects.toMatchObject({ name: "ValidationError" });
  });
});
