import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { parseServerEnv } from "@/lib/server/env";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./passwords";

const costOf = (vars: Record<string, string>) =>
  parseServerEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "cost-")), ...vars }).bcryptCost;

describe("bcrypt's cost", () => {
  it("is 12 on every server, whatever TEST_BCRYPT_COST says; only Vitest may lower it", () => {
    expect(costOf({})).toBe(12);
    expect(costOf({ NODE_ENV: "production", TEST_BCRYPT_COST: "4" })).toBe(12);
    expect(costOf({ NODE_ENV: "development", TEST_BCRYPT_COST: "4" })).toBe(12);
    expect(costOf({ NODE_ENV: "test" })).toBe(12);
    expect(costOf({ NODE_ENV: "test", TEST_BCRYPT_COST: "4" })).toBe(4);
    expect(() => costOf({ NODE_ENV: "test", TEST_BCRYPT_COST: "3" })).toThrow(/TEST_BCRYPT_COST/);
  });

  it("hashes and checks passwords at that cost, the unknown user's stand-in hash too", async () => {
    const hash = await hashPassword("a long enough password");
    expect(bcrypt.getRounds(hash)).toBe(Number(process.env.TEST_BCRYPT_COST));
    expect(bcrypt.getRounds(DUMMY_HASH)).toBe(bcrypt.getRounds(hash));
    expect(await verifyPassword("a long enough password", hash)).toBe(true);
    expect(await verifyPassword("a long enough passwore", hash)).toBe(false);
  });
});
