import { expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { connectDb } from "@/lib/server/db";
import { decodeBackup, encodeBackup } from "./backup-archive.mjs";
import { backupOfDatabase } from "./backup-stream.mjs";

it("writes, as it reads, the file encodeBackup writes from every document held at once", async () => {
  const db = (await connectDb()).connection.db!;
  // past one chunk of text, with the types Extended JSON keeps: ObjectIds, Dates, bytes, numbers
  await db.collection("contacts").insertMany(
    Array.from({ length: 700 }, (_, i) => ({
      name: `Visitor ${i}`,
      message: "A question about my diet. ".repeat(8),
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      score: i % 3 === 0 ? i + 0.5 : i,
    })),
  );
  await db.collection("images").insertOne({ data: Buffer.from([0, 1, 2, 255]), kind: "png" });
  await db.collection("empty").insertOne({ gone: true });
  await db.collection("empty").deleteMany({});
  const names = ["images", "contacts", "empty"];
  const createdAt = new Date("2026-12-03T02:00:00Z");

  const { file, counts } = await backupOfDatabase(db, names, { source: "embedded", createdAt });
  expect(counts).toEqual({ contacts: 700, images: 1 });
  // as the backup was made before: every document in memory, then the text
  const held = encodeBackup(
    {
      contacts: await db.collection("contacts").find({}).toArray(),
      images: await db.collection("images").find({}).toArray(),
    },
    { source: "embedded", createdAt },
  );
  // the same text once unzipped: manifest (counts, checksum), then each collection's line
  expect(gunzipSync(file).toString("utf8")).toBe(gunzipSync(held).toString("utf8"));
  const { manifest, collections } = decodeBackup(file);
  expect(manifest.collections).toEqual({ contacts: 700, images: 1 });
  expect(collections.images?.[0]?.data.buffer).toEqual(Buffer.from([0, 1, 2, 255]));
});

it("writes an empty database as a manifest alone", async () => {
  const db = (await connectDb()).connection.db!;
  const { file } = await backupOfDatabase(db, ["nothing"], { source: "mongodb" });
  expect(decodeBackup(file)).toMatchObject({ manifest: { collections: {} }, collections: {} });
});
