import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Binary, ObjectId } from "bson";
import { describe, expect, it, vi } from "vitest";
import { loadSnapshot, readManifest, saveCollections } from "./legacy-snapshot.mjs";

const newDir = () => mkdtempSync(path.join(tmpdir(), "store-"));
const quietLog = () => ({ error: vi.fn(), info: vi.fn(), warn: vi.fn() });

describe("the data directory's files of older versions (read once, by the upgrade)", () => {
  it("give back what was saved, BSON types included, each collection from its latest save", async () => {
    const dir = newDir();
    const id = new ObjectId();
    const contact = { _id: id, name: "Asha", at: new Date("2026-11-24T10:00:00Z"), tags: ["a"] };
    const chunk = {
      _id: new ObjectId(),
      files_id: id,
      n: 0,
      data: new Binary(Buffer.from([1, 2])),
    };
    await saveCollections(dir, { contacts: [contact], "media.chunks": [chunk] });
    await saveCollections(dir, { contacts: [contact, { ...contact, _id: new ObjectId() }] });

    const { collections } = await loadSnapshot(dir);
    expect(collections.contacts).toHaveLength(2);
    expect(collections.contacts?.[0]).toEqual(contact);
    expect((collections["media.chunks"]?.[0]?.data as Binary).buffer).toEqual(Buffer.from([1, 2]));
    const manifest = await readManifest(dir);
    expect(manifest?.generation).toBe(2);
    expect(manifest?.collections.contacts?.previous?.count).toBe(1);
  });

  it("set a damaged file aside and load its previous copy, saying so in the log", async () => {
    const dir = newDir();
    await saveCollections(dir, { contacts: [{ _id: 1, v: "old" }] });
    await saveCollections(dir, { contacts: [{ _id: 1, v: "new" }] });
    const current = (await readManifest(dir))!.collections.contacts!.file;
    const file = path.join(dir, "collections", current);
    writeFileSync(file, readFileSync(file).subarray(0, 10)); // half-written

    const log = quietLog();
    const { collections } = await loadSnapshot(dir, log);
    expect(collections.contacts).toEqual([{ _id: 1, v: "old" }]);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(/contacts.*damaged.*previous copy/),
    );
    expect(readdirSync(path.join(dir, "collections"))).toContain(`${current}.corrupt`);
  });

  it("refuse to load a damaged file that has no earlier copy, rather than start empty", async () => {
    const dir = newDir();
    await saveCollections(dir, { contacts: [{ _id: 1 }] });
    const file = path.join(
      dir,
      "collections",
      (await readManifest(dir))!.collections.contacts!.file,
    );
    writeFileSync(file, Buffer.concat([readFileSync(file), Buffer.from([0])]));
    await expect(loadSnapshot(dir, quietLog())).rejects.toThrow(/damaged.*restore a backup/);
  });

  it("fall back to the previous manifest when the manifest is unreadable", async () => {
    const dir = newDir();
    await saveCollections(dir, { contacts: [{ _id: 1 }] });
    await saveCollections(dir, { offers: [{ _id: 2 }] });
    writeFileSync(path.join(dir, "manifest.json"), "{ not json");
    const log = quietLog();
    const { collections } = await loadSnapshot(dir, log);
    expect(collections).toEqual({ contacts: [{ _id: 1 }] });
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/manifest\.json is unreadable/));
  });
});
