import { describe, expect, it } from "vitest";
import { restartEmbeddedDatabase } from "@/lib/server/db";
import { stopDatabase } from "@/test/database";
import { jsonRequest, validContact } from "@/test/api";
import { findRecords } from "@/test/records";
import { GET as listBlogs } from "./blogs/route";
import { POST as postContact } from "./contact/route";

/**
 * `promise`, or a failure naming `step` once it took longer than `ms`: CI once saw this file's
 * outage test time out at 60 s without saying which step never ended.
 */
function within<T>(promise: Promise<T>, ms: number, step: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

describe("under load and through an outage", () => {
  it("answers 200 concurrent POST /api/contact with 201 and stores all 200", async () => {
    const subjects = Array.from({ length: 200 }, (_, i) => `load-${i}`);
    const responses = await Promise.all(
      subjects.map((subject) =>
        postContact(jsonRequest("/api/contact", validContact(subject)), undefined),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(subjects.map(() => 201));
    const stored = await findRecords("contacts", { subject: /^load-/ });
    expect(new Set(stored.map((c) => c.subject))).toEqual(new Set(subjects));
  });

  // The recovery loop below bounds itself (30 tries, 0.5 s apart); the test may take that long.
  it(
    "answers 503 within seconds while the database is down, and recovers when it is back",
    {
      timeout: 60_000,
    },
    async () => {
      const restart = await within(stopDatabase(), 15_000, "stopping the database");
      const started = Date.now();
      const [post, list] = await within(
        Promise.all([
          postContact(jsonRequest("/api/contact", validContact("during outage")), undefined),
          listBlogs(new Request("http://localhost/api/blogs"), undefined),
        ]),
        15_000,
        "the requests during the outage",
      );
      expect(Date.now() - started).toBeLessThan(10_000);
      for (const response of [post, list]) {
        expect(response.status, await response.clone().text()).toBe(503);
        expect(response.headers.get("retry-after")).toBeTruthy();
        const body = await response.json();
        expect(body).toMatchObject({ success: false, error: { message: expect.any(String) } });
        expect(JSON.stringify(body)).not.toMatch(/at .*\.js|Mongo/);
      }

      await within(restart(), 15_000, "restarting the database");
      let recovered = 0;
      for (let i = 0; i < 30 && recovered !== 201; i++) {
        recovered = (
          await within(
            postContact(jsonRequest("/api/contact", validContact("after outage")), undefined),
            15_000,
            `the request after the outage (try ${i + 1})`,
          )
        ).status;
        if (recovered !== 201) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(recovered).toBe(201);
      expect((await listBlogs(new Request("http://localhost/api/blogs"), undefined)).status).toBe(
        200,
      );
    },
  );

  it("answers requests in flight while the database is replaced with 201 or 503, never 500", async () => {
    const inFlight = Array.from({ length: 40 }, (_, i) =>
      postContact(jsonRequest("/api/contact", validContact(`in flight ${i}`)), undefined),
    );
    const restarted = restartEmbeddedDatabase();
    const statuses = (await Promise.all(inFlight)).map((response) => response.status);
    await restarted;
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
  });
});
