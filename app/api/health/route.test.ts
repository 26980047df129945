import { describe, expect, it } from "vitest";
import { stopDatabase } from "@/test/database";
import { GET } from "./route";

describe("GET /api/health", () => {
  it("answers 200 when the database is up, 503 while it is down, and 200 again after it returns", async () => {
    const up = await GET();
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ ok: true, db: "up" });

    const restart = await stopDatabase();
    const started = Date.now();
    const down = await GET();
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ ok: false, db: "down" });
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
