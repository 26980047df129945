import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startStoreEarly, takeEarlyStore } from "./store-process.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");
const newDataDir = () => mkdtempSync(path.join(tmpdir(), "early-store-"));

describe("the store started early by npm start (scripts/start.mjs)", () => {
  it("is taken over once, by the data directory it serves, and tells its taker when it ends", async () => {
    const dataDir = newDataDir();
    startStoreEarly({ root, dataDir });
    expect(takeEarlyStore(newDataDir())).toBeNull();
    let ended = 0;
    const taken = takeEarlyStore(path.join(dataDir, "."), () => ended++);
    expect(taken).not.toBeNull();
    expect(takeEarlyStore(dataDir)).toBeNull(); // a second connect starts its own
    const store = await (taken as NonNullable<typeof taken>);
    expect(store.socketPath.startsWith(path.join(dataDir, "store"))).toBe(true);
    process.kill(store.pid as number, "SIGKILL");
    await expect.poll(() => ended).toBe(1);
  });
});
