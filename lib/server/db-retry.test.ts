import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONNECT_RETRY_MS, connectDb, pingDb } from "./db";

afterEach(() => {
  vi.useRealTimers();
});

describe("a database that cannot start", () => {
  it("gives every caller the same error for a while, then starts once it can", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const dataDir = process.env.DATA_DIR!;
    const lock = path.join(dataDir, "lock");
    // another app holds the data directory: the Vitest runner, alive for the whole file
    writeFileSync(lock, String(process.ppid));

    const first = await connectDb().catch((error: unknown) => error);
    expect(String(first)).toMatch(/in use by process/);

    // the directory is free again, but the failure stands for CONNECT_RETRY_MS: no new attempt
    writeFileSync(lock, "");
    vi.advanceTimersByTime(CONNECT_RETRY_MS - 1);
    const again = await connectDb().catch((error: unknown) => error);
    expect(again).toBe(first);
    expect(await pingDb()).toBe(false);

    vi.advanceTimersByTime(1);
    await connectDb();
    expect(await pingDb()).toBe(true);
    expect(existsSync(lock)).toBe(true);
  });
});
