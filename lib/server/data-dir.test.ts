import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir.mjs";

describe("the data directory", () => {
  it("belongs to one process at a time; a lock left by a process that is gone is taken over", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "data-dir-"));
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "lock"), String(other.pid));
      await expect(lockDataDir(dir)).rejects.toThrow(/in use by process/);
    } finally {
      other.kill("SIGKILL");
    }
    await new Promise((resolve) => other.once("exit", resolve));
    const unlock = await lockDataDir(dir);
    expect(readFileSync(path.join(dir, "lock"), "utf8")).toBe(String(process.pid));
    await unlock();
  });
});
