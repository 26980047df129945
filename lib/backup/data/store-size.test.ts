import { beforeAll, describe, expect, it } from "vitest";
import { Contact } from "@/models";
import { connectDb } from "../../server/db";
import { EMBEDDED_MEASURED_RECORDS, forgetStoreSize, storeSize } from "./store-size";

beforeAll(() => connectDb());

describe("storeSize", () => {
  it("counts the practice's records and says when the embedded store nears its measured size", async () => {
    const before = await storeSize();
    expect(before).toMatchObject({ measuredFast: EMBEDDED_MEASURED_RECORDS, nearLimit: false });
    await Contact.insertMany(
      Array.from({ length: 5 }, (_, i) => ({
        name: `Visitor ${i}`,
        email: `visitor${i}@example.com`,
        subject: "Size",
        message: "Counting",
      })),
    );
    // counted once a minute: the same answer until then
    expect((await storeSize()).records).toBe(before.records);
    forgetStoreSize();
    const after = await storeSize();
    expect(after.records).toBe(before.records + 5);

    forgetStoreSize();
    expect(await storeSize(Date.now(), Math.floor(after.records / 0.8))).toMatchObject({
      nearLimit: true,
    });
    forgetStoreSize();
    expect(await storeSize(Date.now(), after.records * 2)).toMatchObject({ nearLimit: false });
  });
});
