import { describe, expect, it } from "vitest";
import { requireAdmin } from "@/lib/auth/session";
import { adminToken, getRequest } from "@/test/api";
import { listContacts } from "../../messages/data";
import { listPlanRequests } from "../../submissions/data/plan-requests";
import type { AdminSession } from "./admin-session";

describe("admin-only data functions", () => {
  it("answer for a session resolved from a valid token", async () => {
    const session = await requireAdmin(getRequest("/api/contact", { token: await adminToken() }));
    await expect(listContacts(session, {})).resolves.toMatchObject({ total: expect.any(Number) });
  });

  it("refuse (401) without a session, or with a look-alike object nobody resolved", async () => {
    const resolved = await requireAdmin(getRequest("/api/plans", { token: await adminToken() }));
    const lookAlike: AdminSession = { ...resolved };
    for (const session of [null, undefined, lookAlike]) {
      await expect(listPlanRequests(session as AdminSession, {})).rejects.toMatchObject({
        status: 401,
      });
    }
  });
});
