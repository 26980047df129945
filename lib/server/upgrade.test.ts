import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import mongoose from "mongoose";
import { describe, expect, it, vi } from "vitest";
import { serverEnv } from "@/lib/server/env";
import { saveCollections } from "@/packages/store/storage/legacy-snapshot.mjs";
import { connectDb, disconnectDb, purgeSavedCopies } from "./db";
import { findRecords } from "@/test/records";

const { ObjectId } = mongoose.mongo;

describe("the upgrade from a data directory of the version before the store", () => {
  it("imports its documents once, keeps its files aside, and the app reads them through Mongoose", async () => {
    const dir = serverEnv.dataDir;
    const at = new Date("2026-11-20T09:30:00.000Z");
    const contactId = new ObjectId();
    const mailId = new ObjectId();
    // two saves, as the old version made them: the directory holds a previous generation too
    await saveCollections(dir, {
      contacts: [
        {
          _id: contactId,
          name: "Asha",
          email: "asha@example.com",
          phone: "98100 12345",
          subject: "Old",
          message: "m",
          status: "new",
          unread: true,
          createdAt: at,
          updatedAt: at,
        },
      ],
    });
    await saveCollections(dir, {
      contacts: [
        {
          _id: contactId,
          name: "Asha",
          email: "asha@example.com",
          phone: "98100 12345",
          subject: "Old",
          message: "m",
          status: "replied",
          unread: false,
          createdAt: at,
          updatedAt: at,
        },
      ],
      outbox: [
        {
          _id: mailId,
          kind: "acknowledgement",
          audience: "visitor",
          to: "asha@example.com",
          subject: "Thanks",
          text: "t",
          status: "sending",
          attempts: 1,
          nextAttemptAt: at,
          createdAt: at,
          updatedAt: at,
        },
      ],
    });
    const info = vi.spyOn(console, "info");

    await connectDb();
    const [contact] = await findRecords("contacts");
    expect(contact).toMatchObject({
      _id: contactId,
      status: "replied",
      unread: false,
      createdAt: at,
    });
    expect(contact?._id).toBeInstanceOf(ObjectId);
    // a message the old version was sending when it stopped is due again, as at any start
    expect(await findRecords("outbox")).toMatchObject([{ _id: mailId, status: "pending" }]);
    expect(info).toHaveBeenCalledWith(
      expect.stringMatching(
        /Upgraded the data directory: imported 2 documents in 2 collections .* kept in .*pre-store-/,
      ),
    );
    const aside = readdirSync(dir).filter((name) => name.startsWith("pre-store-"));
    expect(aside).toHaveLength(1);
    expect(readdirSync(path.join(dir, aside[0]!)).sort()).toEqual([
      "collections",
      "manifest.json",
      "manifest.prev.json",
    ]);
    expect(existsSync(path.join(dir, "manifest.json"))).toBe(false);

    // the next start reads the store alone: nothing imported twice
    await disconnectDb();
    info.mockClear();
    await connectDb();
    expect(await findRecords("contacts")).toHaveLength(1);
    expect(info).not.toHaveBeenCalledWith(expect.stringMatching(/Upgraded/));
    expect(readdirSync(dir).filter((name) => name.startsWith("pre-store-"))).toHaveLength(1);

    // an erasure deletes them: the old files hold the erased person too (AGENTS.md)
    await purgeSavedCopies();
    expect(readdirSync(dir).filter((name) => name.startsWith("pre-store-"))).toEqual([]);
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/Deleted the older version's files/));
    info.mockRestore();
  });
});
