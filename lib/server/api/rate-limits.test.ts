import { describe, expect, it } from "vitest";
import { RateLimit } from "@/models";
import { consume, release, tryConsume, windowEnd } from "./rate-limits";

const limit = { bucket: "test", max: 5, windowMs: 60_000 };
const status = (p: Promise<void>) =>
  p.then(
    () => 200,
    (e: { status?: number }) => e.status ?? 500,
  );

describe("rate limits in MongoDB", () => {
  it("lets `max` events through per window and key, then 429 with Retry-After until the window ends", async () => {
    const now = Date.parse("2030-01-01T00:00:10Z");
    for (let i = 0; i < 5; i++) expect(await status(consume(limit, "a", now))).toBe(200);
    const error = await consume(limit, "a", now).catch(
      (e: { status: number; headers: Record<string, string> }) => e,
    );
    expect(error).toMatchObject({ status: 429 });
    expect((error as { headers: Record<string, string> }).headers["Retry-After"]).toBe("50");
    expect(await status(consume(limit, "b", now))).toBe(200);
    expect(await status(consume(limit, "a", now + 60_000))).toBe(200);
  });

  it("lets exactly `max` through under concurrency", async () => {
    const now = Date.parse("2030-01-01T01:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 30 }, () => status(consume(limit, "burst", now))),
    );
    expect(results.filter((s) => s === 200)).toHaveLength(5);
    expect(results.filter((s) => s === 429)).toHaveLength(25);
    expect((await RateLimit.findById(`test:burst:${now}`).lean())?.count).toBe(5);
  });

  it("tryConsume says, without throwing, whether a slot was left; windowEnd when the window ends", async () => {
    const now = Date.parse("2030-01-01T03:00:40Z");
    const hourly = { bucket: "test-hourly", max: 2, windowMs: 3_600_000 };
    const end = new Date("2030-01-01T04:00:00Z");
    expect(await tryConsume(hourly, "site", now)).toBe(true);
    expect(await tryConsume(hourly, "site", now)).toBe(true);
    expect(await tryConsume(hourly, "site", now)).toBe(false);
    expect(new Date(windowEnd(hourly, now))).toEqual(end);
  });

  it("tryConsume answers false instead of throwing; release gives a slot back, never below zero", async () => {
    const now = Date.parse("2030-01-01T02:00:00Z");
    for (let i = 0; i < 5; i++) expect(await tryConsume(limit, "c", now)).toBe(true);
    expect(await tryConsume(limit, "c", now)).toBe(false);
    await release(limit, "c", now);
    expect(await tryConsume(limit, "c", now)).toBe(true);
    expect(await tryConsume(limit, "c", now)).toBe(false);
    for (let i = 0; i < 8; i++) await release(limit, "c", now);
    expect((await RateLimit.findById(`test:c:${now}`).lean())?.count).toBe(0);
    await release(limit, "never-claimed", now);
    expect(await RateLimit.findById(`test:never-claimed:${now}`).lean()).toBeNull();
  });
});
