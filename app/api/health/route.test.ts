import { describe, expect, it } from "vitest";
import { configurationWarnings } from "@/lib/configuration-warnings";
import { connectDb, flushDb } from "@/lib/server/db";
import { EMBEDDED_MEASURED_RECORDS } from "@/lib/backup/data/store-size";
import { stopDatabase } from "@/test/database";
import { GET } from "./route";

describe("GET /api/health", () => {
  it("answers 200 when the database is up, 503 while it is down, and 200 again after it returns", async () => {
    await connectDb();
    await flushDb(); // the seeded admin is on disk
    const up = await GET();
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({
      ok: true,
      db: "up",
      store: {
        mode: "embedded",
        lastSavedAt: expect.any(String),
        records: expect.any(Number),
        measuredFast: EMBEDDED_MEASURED_RECORDS,
        nearLimit: false,
      },
      warnings: [],
    });

    const restart = await stopDatabase();
    const started = Date.now();
    const down = await GET();
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ ok: false, db: "down" });
    expect(Date.now() - started).toBeLessThan(10_000);

    await restart();
    let again = await GET();
    for (let i = 0; i < 20 && again.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      again = await GET();
    }
    expect(again.status).toBe(200);
  });
});

describe("configuration warnings", () => {
  it("name an http:// or local SITE_URL in production, and nothing otherwise", () => {
    const production = { isProduction: true };
    expect(configurationWarnings(production, "https://clinic.example")).toEqual([]);
    expect(configurationWarnings({ isProduction: false }, "http://localhost:3000")).toEqual([]);
    const local = configurationWarnings(production, "http://localhost:3000");
    expect(local).toHaveLength(2);
    expect(local[0]).toMatch(/without https:\/\/ the admin cookies are sent without Secure/);
    expect(local[1]).toMatch(/an address of this machine/);
    expect(configurationWarnings(production, "http://clinic.example")).toHaveLength(1);
  });
});
