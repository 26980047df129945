import { describe, expect, it, vi } from "vitest";

// The app reads CRON_SECRET once at start.
vi.hoisted(() => {
  process.env.CRON_SECRET = "cron-secret-for-tests-123";
});

import { POST as publishDue } from "./publish-due/route";
import { POST as reminders } from "./reminders/route";

const SECRET = "cron-secret-for-tests-123";
const call = (path: string, authorization?: string) =>
  new Request(`http://localhost:3000/api/cron/${path}`, {
    method: "POST",
    headers: authorization === undefined ? {} : { authorization },
  });

describe.each([
  ["reminders", reminders],
  ["publish-due", publishDue],
])("POST /api/cron/%s", (path, handler) => {
  it("runs with exactly `Authorization: Bearer <CRON_SECRET>`", async () => {
    const response = await handler(call(path, `Bearer ${SECRET}`), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
  });

  it.each([
    ["no Authorization", undefined],
    ["the secret without `Bearer `", SECRET],
    ["a lower-case scheme", `bearer ${SECRET}`],
    ["extra whitespace after the scheme", `Bearer   ${SECRET}`],
    ["a wrong secret of the same length", `Bearer ${SECRET.replace(/3$/, "4")}`],
    ["a prefix of the secret", `Bearer ${SECRET.slice(0, 8)}`],
  ])("answers 401 to %s", async (_, authorization) => {
    expect((await handler(call(path, authorization), undefined)).status).toBe(401);
  });
});
