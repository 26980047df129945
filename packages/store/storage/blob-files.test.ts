import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Binary } from "bson";
import mongoose from "mongoose";
import { describe, expect, it, vi } from "vitest";
import { filesHolding, newStoreDir, openTestStore, type TestStore } from "../test/store";
import { BLOB_DIR } from "./blob-files.mjs";
import { readStoreCollections, replaceStoreCollections, STORE_FILE } from "./sqlite-file.mjs";

const { GridFSBucket, ObjectId } = mongoose.mongo;

/** An image-sized payload that is easy to find in a file: a marker every 1,000 bytes. */
function picture(marker: string, size = 600_000): Buffer {
  const bytes = Buffer.alloc(size, 7);
  for (let at = 0; at + marker.length < size; at += 1_000) bytes.write(marker, at, "latin1");
  return bytes;
}

async function upload(store: TestStore, bytes: Buffer): Promise<mongoose.mongo.ObjectId> {
  const stream = new GridFSBucket(store.db, { bucketName: "media" }).openUploadStream("p.webp");
  await new Promise<void>((resolve, reject) =>
    stream.on("finish", resolve).on("error", reject).end(bytes),
  );
  return stream.id;
}

async function download(store: TestStore, id: mongoose.mongo.ObjectId): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const bucket = new GridFSBucket(store.db, { bucketName: "media" });
  for await (const chunk of bucket.openDownloadStream(id)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const blobFiles = (dir: string) =>
  existsSync(path.join(dir, BLOB_DIR))
    ? readdirSync(path.join(dir, BLOB_DIR), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort()
    : [];

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("images as files", () => {
  it("writes each chunk once as a file named by its hash, never into the store file", async () => {
    const dir = newStoreDir();
    const store = await openTestStore(dir);
    const bytes = picture("MARKER-ONE");
    const id = await upload(store, bytes);
    const chunkSize = 255 * 1024;
    const expected = [0, 1, 2].map((n) =>
      sha256(bytes.subarray(n * chunkSize, (n + 1) * chunkSize)),
    );
    expect(blobFiles(dir)).toEqual([...new Set(expected)].sort());
    expect(filesHolding(dir, "MARKER-ONE").every((file) => file.includes(`/${BLOB_DIR}/`))).toBe(
      true,
    );
    expect(statSync(path.join(dir, STORE_FILE)).size).toBeLessThan(200_000);
    expect((await download(store, id)).equals(bytes)).toBe(true);
    await store.close();

    const again = await openTestStore(dir);
    try {
      expect((await download(again, id)).equals(bytes)).toBe(true);
    } finally {
      await again.close();
    }
  });

  it("keeps a file two uploads share until the last goes, then leaves no byte of it", async () => {
    const dir = newStoreDir();
    const store = await openTestStore(dir);
    try {
      const bytes = picture("MARKER-TWO", 100_000);
      const first = await upload(store, bytes);
      const second = await upload(store, bytes);
      expect(blobFiles(dir)).toEqual([sha256(bytes)]);
      const bucket = new GridFSBucket(store.db, { bucketName: "media" });
      await bucket.delete(first);
      expect(blobFiles(dir)).toEqual([sha256(bytes)]);
      expect((await download(store, second)).equals(bytes)).toBe(true);
      await bucket.delete(second);
      expect(blobFiles(dir)).toEqual([]);
      await store.db.command({ storePurge: 1 });
      expect(filesHolding(dir, "MARKER-TWO")).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it("refuses to send a damaged file's bytes, and removes at start what no document names", async () => {
    const dir = newStoreDir();
    const store = await openTestStore(dir);
    const bytes = picture("MARKER-THREE", 50_000);
    const id = await upload(store, bytes);
    await store.close();
    const sha = sha256(bytes);
    writeFileSync(path.join(dir, BLOB_DIR, sha.slice(0, 2), sha), picture("TAMPERED", 50_000));
    const orphan = path.join(dir, BLOB_DIR, "ab", "ab".padEnd(64, "0"));
    mkdirSync(path.dirname(orphan), { recursive: true });
    writeFileSync(orphan, "left by a write that never committed");

    const log = { error: vi.fn(), info: vi.fn(), warn: vi.fn() };
    const again = await openTestStore(dir, { log });
    try {
      expect(existsSync(orphan)).toBe(false);
      expect(blobFiles(dir)).toEqual([sha]);
      await expect(download(again, id)).rejects.toThrow(/damaged \(blobs\//);
    } finally {
      await again.close();
    }
  });

  it("gives the bytes to an offline backup and takes them from a restore", async () => {
    const dir = newStoreDir();
    const store = await openTestStore(dir);
    const bytes = picture("MARKER-FOUR", 300_000);
    const id = await upload(store, bytes);
    await store.close();
    const collections = readStoreCollections(dir, "app")!;
    const chunks = collections["media.chunks"] ?? [];
    expect(chunks.map((chunk) => Buffer.from((chunk.data as Binary).buffer).length)).toEqual([
      255 * 1024,
      300_000 - 255 * 1024,
    ]);

    const restored = newStoreDir();
    replaceStoreCollections(restored, "app", collections);
    expect(filesHolding(restored, "MARKER-FOUR").every((f) => f.includes(`/${BLOB_DIR}/`))).toBe(
      true,
    );
    const opened = await openTestStore(restored);
    try {
      expect((await download(opened, id)).equals(bytes)).toBe(true);
      expect(await opened.db.collection("media.files").countDocuments({ _id: id })).toBe(1);
      expect(ObjectId.isValid(id)).toBe(true);
    } finally {
      await opened.close();
    }
  });
});
